/**
 * Checks of a chosen file before it is sent (docs/api.md "Resources"): its
 * extension among the call's (matched at the end of the name, without
 * regard to case, so `.tar.gz` works) and its size within the call's limit.
 */
export type FileProblem = 'required' | 'type' | 'tooLarge' | 'empty';

export interface FileLimits {
  extensions: readonly string[];
  maxBytes: number;
}

/** The extension of `name` among `extensions` (the longest that matches), or undefined. */
export function extensionOf(name: string, extensions: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  return [...extensions].sort((a, b) => b.length - a.length).find((extension) => lower.endsWith(extension.toLowerCase()) && lower.length > extension.length);
}

export function fileProblem(file: { name: string; size: number } | undefined, { extensions, maxBytes }: FileLimits): FileProblem | undefined {
  if (!file) return 'required';
  if (!extensionOf(file.name, extensions)) return 'type';
  if (file.size > maxBytes) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return undefined;
}
