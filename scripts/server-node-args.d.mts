export function serverNodeArgs(env?: Record<string, string | undefined>): string[];
