import { Transform, type TransformCallback } from "node:stream";

/**
 * Rewrites the first part of a streamed document (the shell, up to where
 * `shellEnd` finds it ends) with `rewrite`, and passes the rest through as it
 * comes. Holds output back only until that point, and cuts on bytes, so no
 * character is decoded in halves. `rewrite` answering null, or a document that
 * ends first, passes unchanged.
 */
export class ShellRewriteStream extends Transform {
  #held: Buffer[] | null = [];
  readonly #shellEnd: (bytes: Buffer) => number;
  readonly #rewrite: (shell: string) => string | null;

  /**
   * @param shellEnd where the shell ends in the bytes so far (just past it), or -1 if it has not yet
   */
  constructor(shellEnd: (bytes: Buffer) => number, rewrite: (shell: string) => string | null) {
    super();
    this.#shellEnd = shellEnd;
    this.#rewrite = rewrite;
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.#held === null) return callback(null, chunk);
    this.#held.push(Buffer.from(chunk));
    const bytes = Buffer.concat(this.#held);
    const cut = this.#shellEnd(bytes);
    if (cut === -1) {
      this.#held = [bytes];
      return callback();
    }
    this.#held = null;
    const shell = bytes.subarray(0, cut);
    const rewritten = this.#rewrite(shell.toString("utf8"));
    callback(null, Buffer.concat([rewritten === null ? shell : Buffer.from(rewritten), bytes.subarray(cut)]));
  }

  override _flush(callback: TransformCallback) {
    if (this.#held?.length) return callback(null, Buffer.concat(this.#held));
    callback();
  }
}
