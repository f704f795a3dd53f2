/**
 * A strict, small XML well-formedness check for the renderer's output (Node has no DOMParser):
 * one root element, balanced tags, quoted attributes without raw `<` or `&`, only the five
 * predefined entities or numeric references in text. Returns the problems found (none when well formed).
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

export function parseXml(source: string): { root: XmlElement | null; problems: string[] } {
  const problems: string[] = [];
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  const entity = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
  const checkText = (text: string, where: string) => {
    for (let k = text.indexOf('&'); k >= 0; k = text.indexOf('&', k + 1)) {
      if (!entity.test(text.slice(k))) problems.push(`bad entity in ${where} at ${k}`);
    }
  };
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const text = lt < 0 ? source.slice(i) : source.slice(i, lt);
    if (text.trim() !== '') {
      const parent = stack[stack.length - 1];
      if (parent === undefined) problems.push('text outside the root element');
      else parent.text += text;
      checkText(text, 'text');
    }
    if (lt < 0) break;
    const gt = source.indexOf('>', lt);
    if (gt < 0) {
      problems.push('unterminated tag');
      break;
    }
    const tag = source.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (open === undefined || open.name !== name) problems.push(`closing </${name}> does not match <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = /^([A-Za-z_][\w:.-]*)/.exec(body);
    if (nameMatch === null) {
      problems.push(`bad tag <${tag}>`);
      continue;
    }
    const element: XmlElement = { name: nameMatch[1]!, attributes: {}, children: [], text: '' };
    let rest = body.slice(nameMatch[1]!.length);
    const attribute = /^\s+([A-Za-z_][\w:.-]*)="([^"<]*)"/;
    for (let m = attribute.exec(rest); m !== null; m = attribute.exec(rest)) {
      if (m[1]! in element.attributes) problems.push(`duplicate attribute ${m[1]} on <${element.name}>`);
      element.attributes[m[1]!] = m[2]!;
      checkText(m[2]!, `attribute ${m[1]}`);
      rest = rest.slice(m[0].length);
    }
    if (rest.trim() !== '') problems.push(`unparsed attribute text ${JSON.stringify(rest)} in <${element.name}>`);
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      if (root !== null) problems.push('more than one root element');
      root = element;
    } else parent.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.map((e) => e.name).join('> <')}>`);
  return { root, problems };
}

export function allElements(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(allElements)];
}
