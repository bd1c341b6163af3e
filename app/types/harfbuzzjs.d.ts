/** The parts of harfbuzzjs (HarfBuzz in WebAssembly) the Hindi share images use (server/content/hindi-share-image.server.ts). */
declare module "harfbuzzjs" {
  export interface HbFace {
    upem: number;
  }
  export interface HbFont {
    glyphToPath(glyph: number): string;
    destroy(): void;
  }
  export interface HbBuffer {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): { g: number; ax: number; ay: number; dx: number; dy: number; cl: number }[];
    destroy(): void;
  }
  export interface HarfBuzz {
    createBlob(data: ArrayBuffer | Uint8Array): object;
    createFace(blob: object, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  }
}
