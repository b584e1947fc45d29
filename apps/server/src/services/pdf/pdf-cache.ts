import { createHash } from "node:crypto";

/**
 * Rendered PDFs, kept in memory: a bundle never changes once made (a correction is a new bundle), so
 * the same bundle, copy, appointment line, language and agent details always give the same bytes. The
 * key holds everything that changes a page; the least recently used files leave first once the cache
 * holds `maxBytes`. Ownership is checked before the cache is asked, on every download.
 */
export class PdfCache {
  private readonly files = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** A key for these inputs: `parts` are hashed, so the agent's details never sit in a key as text. */
  static key(parts: Record<string, unknown>): string {
    return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
  }

  get(key: string): Buffer | undefined {
    const file = this.files.get(key);
    if (!file) return undefined;
    // Most recently used last.
    this.files.delete(key);
    this.files.set(key, file);
    return file;
  }

  set(key: string, file: Buffer): void {
    if (file.length > this.maxBytes) return;
    const old = this.files.get(key);
    if (old) {
      this.files.delete(key);
      this.bytes -= old.length;
    }
    this.files.set(key, file);
    this.bytes += file.length;
    for (const [k, f] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(k);
      this.bytes -= f.length;
    }
  }

  /** The cached file, or the one `render` makes (then kept). */
  async getOrRender(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.get(key);
    if (hit) return hit;
    const file = await render();
    this.set(key, file);
    return file;
  }

  get size(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }
}
