// placeholder replaced below
export function describeWindow(): string { return ""; }
export function describeForbidden(): string { return ""; }
export function formatDate(): string { return ""; }
