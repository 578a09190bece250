/** How a value becomes a URL parameter: `record.toParam()`, else `record.id`, else text. */
export function toParamValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((item) => toParamValue(item) ?? '').join('/');
  if (typeof value === 'object') {
    const record = value as { toParam?: () => unknown; to_param?: () => unknown; id?: unknown };
    if (typeof record.toParam === 'function') return toParamValue(record.toParam());
    if (typeof record.to_param === 'function') return toParamValue(record.to_param());
    if ('id' in record) return toParamValue(record.id);
  }
  return String(value);
}
