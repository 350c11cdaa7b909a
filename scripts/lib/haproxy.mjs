// HAProxy from Debian for the one-machine cluster: installed when missing, configured for the run,
// and asked over its stats socket which instances it sees up.
import { spawnSync } from "node:child_process";
import net from "node:net";

/** HAProxy from Debian: installed when missing and we are root, else the command to do it. */
export function ensureHaproxy() {
  if (!spawnSync("haproxy", ["-v"]).error) return;
  if (process.getuid?.() !== 0) throw new Error("HAProxy is not installed. Install it with:\n  sudo apt-get install -y haproxy");
  console.log("HAProxy is not installed: apt-get install -y haproxy…");
  const install = () => spawnSync("apt-get", ["install", "-y", "haproxy"], { stdio: "inherit" }).status === 0;
  if (!install() && !(spawnSync("apt-get", ["update"], { stdio: "inherit" }).status === 0 && install()))
    throw new Error("apt-get install -y haproxy failed (see above)");
}

/**
 * HAProxy's configuration: probes /readyz each second (3 s to answer: a loaded instance is slow, not
 * gone), retries a request whose connection failed on another instance. When no instance is ready
 * (their database is away, or the last one is swamped), requests go to any instance that still takes
 * connections: it serves what it has cached. (Backup servers without checks would include an
 * instance that has stopped, and answer 503 for it.) It logs, to its output (the work folder's
 * haproxy.log), only the requests that ended abnormally, with their termination state (`SC--`: the
 * instance refused the connection).
 */
export function haproxyConfig({ port, servers, socket }) {
  return `global
  maxconn 4000
  stats socket ${socket} mode 600 level admin
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response junk-response
  timeout connect 2s
  timeout check 3s
  timeout client 65s
  timeout server 65s
  timeout queue 30s
  timeout http-request 10s
  timeout http-keep-alive 10s

frontend site
  bind 127.0.0.1:${port}
  http-request set-header X-Forwarded-Host %[req.hdr(host)]
  http-request set-header X-Forwarded-Proto http
  use_backend cached if { nbsrv(app) eq 0 }
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  http-response set-header X-Served-By %s
  default-server inter 1s fall 3 rise 2 maxconn 100
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}

backend cached
  balance roundrobin
  http-response set-header X-Served-By %s
  default-server inter 1s fall 1 rise 1 maxconn 100
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}
`;
}

/** One HAProxy runtime command on its stats socket; resolves with the answer. */
export function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    let answer = "";
    net
      .connect(socket, function () {
        this.end(`${command}\n`);
      })
      .on("data", (chunk) => (answer += chunk))
      .on("end", () => resolve(answer))
      .on("error", reject);
  });
}
