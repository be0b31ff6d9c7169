// citation-js ships no type declarations: these cover the part Masthead uses.

declare module '@citation-js/core' {
  /** A CSL-JSON item, as citation-js reads and writes it. */
  export type CslData = Record<string, unknown>;

  type Register<Value> = {
    add(name: string, value: Value): void;
    has(name: string): boolean;
    get(name: string): Value;
  };

  export class Cite {
    /** CSL-JSON, or text in a format a plugin reads (BibTeX, RIS …). */
    constructor(data: CslData[] | CslData | string);
    data: CslData[];
    format(format: 'bibliography', options: { template: string; lang?: string; format?: 'text' | 'html' }): string;
    format(format: string, options?: Record<string, unknown>): string;
  }

  export const plugins: {
    config: {
      get(name: '@csl'): { templates: Register<string>; locales: Register<string> };
      get(name: '@bibtex'): { format: { asciiOnly: boolean; useIdAsLabel: boolean; checkLabel: boolean } };
      get(name: string): unknown;
    };
    input: {
      util: {
        /** Checks CSL-JSON items and repairs what it can (names given as strings become name objects). */
        clean(data: CslData[], bestGuessConversions?: boolean): CslData[];
      };
    };
  };
}

declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-enw';
