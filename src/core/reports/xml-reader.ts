/**
 * A small, strict reader for the XML that JUnit reporters write: elements, attributes,
 * text, CDATA and comments, nothing else. The report is attacker-influenced, so anything an
 * XML parser could be talked into expanding or fetching is refused outright: a DOCTYPE
 * (and with it every entity declaration: no XXE, no billion laughs), processing
 * instructions, undefined entities. Malformed input is refused, never repaired.
 */
import { unreadable } from './report-builder.js';

/** One element of the document; `text` is its own character data (text and CDATA), decoded. */
export interface XmlElement {
  readonly name: string;
  readonly attrs: ReadonlyMap<string, string>;
  readonly children: readonly XmlElement[];
  readonly text: string;
}

/** Bounds on the document's shape, so a hostile file cannot exhaust the stack or memory. */
export interface XmlLimits {
  readonly maxDepth: number;
  readonly maxElements: number;
  readonly maxAttributes: number;
}

const DEFAULT_LIMITS: XmlLimits = { maxDepth: 256, maxElements: 1_000_000, maxAttributes: 64 };

// XML 1.0 `Char`: anything else (NUL, most C0 controls, lone surrogates, U+FFFE/F) is malformed.
const INVALID_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// ASCII names are all JUnit uses; a non-ASCII element name is refused rather than guessed at.
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /[ \t\n]*/y;
const REFERENCE = /&(?:(lt|gt|amp|apos|quot)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/y;
const DECLARATION =
  /<\?xml[ \t\n]+version[ \t\n]*=[ \t\n]*(["'])1\.0\1(?:[ \t\n]+encoding[ \t\n]*=[ \t\n]*(["'])utf-8\2)?(?:[ \t\n]+standalone[ \t\n]*=[ \t\n]*(["'])(?:yes|no)\3)?[ \t\n]*\?>/iy;
const PREDEFINED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  apos: "'",
  quot: '"',
};

/** Parses a whole document and returns its root element, or throws ReportUnreadable. */
export function readXml(input: string, limits: XmlLimits = DEFAULT_LIMITS): XmlElement {
  // The input arrives already decoded from UTF-8 bytes; a declaration naming another
  // encoding (checked below) means those bytes were never meant to be read as UTF-8.
  const text = (input.startsWith('\uFEFF') ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  if (INVALID_CHAR.test(text)) unreadable('the XML contains characters XML does not allow');
  return new Reader(text, limits).document();
}

class Reader {
  private pos = 0;
  private elements = 0;

  constructor(
    private readonly s: string,
    private readonly limits: XmlLimits,
  ) {}

  document(): XmlElement {
    if (this.s.startsWith('<?xml', 0)) {
      DECLARATION.lastIndex = 0;
      if (!DECLARATION.test(this.s)) this.fail('the XML declaration is not version 1.0 in UTF-8');
      this.pos = DECLARATION.lastIndex;
    }
    this.misc();
    if (this.s[this.pos] !== '<') this.fail('there is no root element');
    const root = this.element(1);
    this.misc();
    if (this.pos !== this.s.length) this.fail('there is content after the root element');
    return root;
  }

  /** Whitespace and comments around the root; anything declarative is refused. */
  private misc(): void {
    for (;;) {
      this.space();
      if (this.s.startsWith('<!--', this.pos)) this.comment();
      else if (this.s.startsWith('<!', this.pos))
        this.fail('DOCTYPE and other declarations are not allowed');
      else if (this.s.startsWith('<?', this.pos))
        this.fail('processing instructions are not allowed');
      else return;
    }
  }

  private element(depth: number): XmlElement {
    if (depth > this.limits.maxDepth)
      this.fail(`elements nest deeper than ${this.limits.maxDepth}`);
    if (++this.elements > this.limits.maxElements)
      this.fail(`more than ${this.limits.maxElements} elements`);
    this.pos += 1; // '<'
    const name = this.name();
    const attrs = new Map<string, string>();
    for (;;) {
      const spaced = this.space();
      if (this.s.startsWith('/>', this.pos)) {
        this.pos += 2;
        return { name, attrs, children: [], text: '' };
      }
      if (this.s[this.pos] === '>') break;
      if (!spaced) this.fail(`expected whitespace, '>' or '/>' in <${name}>`);
      this.attribute(name, attrs);
    }
    this.pos += 1;
    const children: XmlElement[] = [];
    const text: string[] = [];
    for (;;) {
      const lt = this.s.indexOf('<', this.pos);
      if (lt === -1) this.fail(`<${name}> is never closed`);
      if (lt > this.pos) text.push(this.decode(this.s.slice(this.pos, lt), false));
      this.pos = lt;
      if (this.s.startsWith('</', lt)) {
        this.pos += 2;
        const close = this.name();
        this.space();
        if (close !== name) this.fail(`<${name}> is closed by </${close}>`);
        if (this.s[this.pos] !== '>')
          this.fail(`the closing tag </${close}> is not terminated by '>'`);
        this.pos += 1;
        return { name, attrs, children, text: text.join('') };
      }
      if (this.s.startsWith('<!--', lt)) this.comment();
      else if (this.s.startsWith('<![CDATA[', lt)) text.push(this.cdata());
      else if (this.s.startsWith('<!', lt))
        this.fail('DOCTYPE and other declarations are not allowed');
      else if (this.s.startsWith('<?', lt)) this.fail('processing instructions are not allowed');
      else children.push(this.element(depth + 1));
    }
  }

  private attribute(element: string, attrs: Map<string, string>): void {
    const name = this.name();
    this.space();
    if (this.s[this.pos] !== '=') this.fail(`attribute ${name} of <${element}> has no value`);
    this.pos += 1;
    this.space();
    const q = this.s[this.pos];
    if (q !== '"' && q !== "'") this.fail(`attribute ${name} of <${element}> is not quoted`);
    const end = this.s.indexOf(q, this.pos + 1);
    if (end === -1) this.fail(`attribute ${name} of <${element}> is never closed`);
    const raw = this.s.slice(this.pos + 1, end);
    if (raw.includes('<')) this.fail(`attribute ${name} of <${element}> contains '<'`);
    if (attrs.has(name)) this.fail(`attribute ${name} appears twice in <${element}>`);
    if (attrs.size >= this.limits.maxAttributes) this.fail(`<${element}> has too many attributes`);
    // XML normalizes literal whitespace in attribute values to spaces; character
    // references (pytest writes &#10; for newlines) are kept as they are.
    attrs.set(name, this.decode(raw.replace(/[\t\n]/g, ' '), true));
    this.pos = end + 1;
  }

  private decode(raw: string, inAttribute: boolean): string {
    if (!inAttribute && raw.includes(']]>')) this.fail("text contains ']]>'");
    let amp = raw.indexOf('&');
    if (amp === -1) return raw;
    let out = '';
    let from = 0;
    while (amp !== -1) {
      REFERENCE.lastIndex = amp;
      const m = REFERENCE.exec(raw);
      if (!m) this.fail('an entity other than the five predefined ones or a character reference');
      out += raw.slice(from, amp) + this.reference(m);
      from = REFERENCE.lastIndex;
      amp = raw.indexOf('&', from);
    }
    return out + raw.slice(from);
  }

  private reference(m: RegExpExecArray): string {
    if (m[1] !== undefined) return PREDEFINED[m[1]] as string;
    const code =
      m[2] !== undefined ? Number.parseInt(m[2], 10) : Number.parseInt(m[3] as string, 16);
    const char = code <= 0x10ffff ? String.fromCodePoint(code) : '\u0000';
    if (INVALID_CHAR.test(char))
      this.fail('a character reference to a character XML does not allow');
    return char;
  }

  private comment(): void {
    const end = this.s.indexOf('-->', this.pos + 4);
    if (end === -1) this.fail('a comment is never closed');
    if (this.s.slice(this.pos + 4, end).includes('--')) this.fail("a comment contains '--'");
    this.pos = end + 3;
  }

  private cdata(): string {
    const end = this.s.indexOf(']]>', this.pos + 9);
    if (end === -1) this.fail('a CDATA section is never closed');
    const data = this.s.slice(this.pos + 9, end);
    this.pos = end + 3;
    return data;
  }

  private name(): string {
    NAME.lastIndex = this.pos;
    const m = NAME.exec(this.s);
    if (!m) this.fail('expected a name');
    if (m[0].length > 200) this.fail('a name is longer than 200 characters');
    this.pos = NAME.lastIndex;
    return m[0];
  }

  /** Skips whitespace; says whether there was any. */
  private space(): boolean {
    SPACE.lastIndex = this.pos;
    SPACE.exec(this.s);
    const moved = SPACE.lastIndex > this.pos;
    this.pos = SPACE.lastIndex;
    return moved;
  }

  private fail(why: string): never {
    unreadable(`malformed XML near offset ${this.pos}: ${why}`);
  }
}
