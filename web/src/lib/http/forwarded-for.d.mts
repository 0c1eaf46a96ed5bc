export function clientAddress(
  header: string | null | undefined,
  peer: string | null | undefined,
  trustedProxies: number,
): string;
