// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which
// had no `preferred` option; this is the part of 1.x's API the server uses.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Readonly<Record<string, string | string[] | undefined>> });
    /** The client's most acceptable of `available`; ties go to the first of `preferred` */
    encoding(available?: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
