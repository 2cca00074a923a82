/**
 * The part of the `edifact` package (1.2.12, plain JavaScript without types) that the EDIFACT
 * parse benchmark uses: its streaming Parser, whose callbacks may be set as methods.
 */
declare module 'edifact/parser.js' {
  class Parser {
    /** UNOA, UNOB, UNOC, UNOY or UCS2: the characters the tokenizer accepts. */
    encoding(level: string): void;
    onopensegment(segment: string): void;
    onelement(): void;
    oncomponent(data: string): void;
    onclosesegment(): void;
    /** A chunk of the interchange's text; the parser resumes where the last chunk ended. */
    write(chunk: string): void;
    end(): void;
  }
  export = Parser;
}
