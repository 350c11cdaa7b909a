import localFont from "next/font/local";

// Roboto (spec §9: weights 100–900), shipped with the app so builds need no network.
export const roboto = localFont({
  src: [
    { path: "./roboto-100.woff2", weight: "100", style: "normal" },
    { path: "./roboto-300.woff2", weight: "300", style: "normal" },
    { path: "./roboto-400.woff2", weight: "400", style: "normal" },
    { path: "./roboto-500.woff2", weight: "500", style: "normal" },
    { path: "./roboto-700.woff2", weight: "700", style: "normal" },
    { path: "./roboto-900.woff2", weight: "900", style: "normal" },
  ],
  variable: "--font-roboto",
  display: "swap",
  fallback: ["system-ui", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"],
});
