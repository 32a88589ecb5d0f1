import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One piece of text a user may read, and where it is written. */
export interface VisibleText {
  file: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  '&apos;': "'",
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&ldquo;': '“',
  '&rdquo;': '”',
  '&nbsp;': ' ',
};
const decode = (text: string) => text.replace(/&[a-z]+;/g, (entity) => ENTITIES[entity] ?? entity);
const tidy = (text: string) => decode(text).replace(/\s+/g, ' ').trim();

/** Stands for an expression inside a text, so the words around it stay one sentence. */
const HOLE = '…';

/** A JSX element's own text: its text children and literal expressions joined, other expressions as a hole. */
function jsxText(element: ts.JsxElement | ts.JsxFragment): string {
  return element.children
    .map((child) => {
      if (ts.isJsxText(child)) return child.text;
      if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteralLike(child.expression)) return child.expression.text;
      return ` ${HOLE} `;
    })
    .join('');
}

/**
 * Every string a TypeScript or TSX file could show: string and template literals (a template's
 * expressions become a hole) and JSX text, one entry per element so a sentence split by markup
 * stays whole. Module names in imports and exports are left out; comments never reach the AST.
 */
export function textsOfSource(file: string, source: string): VisibleText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const root = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const texts: VisibleText[] = [];
  const add = (text: string) => {
    const clean = tidy(text);
    if (/[a-z]/i.test(clean)) texts.push({ file, text: clean });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    else if (ts.isTemplateExpression(node))
      add([node.head.text, ...node.templateSpans.map((span) => `${HOLE}${span.literal.text}`)].join(''));
    else if (ts.isJsxElement(node) || ts.isJsxFragment(node)) add(jsxText(node));
    ts.forEachChild(node, visit);
  };
  visit(root);
  return texts;
}

/** The words of an HTML file: its text and its meta descriptions. */
export function textsOfHtml(file: string, html: string): VisibleText[] {
  const metas = [...html.matchAll(/content="([^"]*)"/g)].map((match) => match[1] ?? '');
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return [...metas, body].map((text) => ({ file, text: tidy(text) })).filter((entry) => /[a-z]/i.test(entry.text));
}

/** Files under `dir` whose names end with one of `extensions`, as absolute paths. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** Reads every file and extracts its visible text, naming files from the repository root. */
export function visibleTexts(root: string, files: readonly string[]): VisibleText[] {
  return files.flatMap((path) => {
    const file = relative(root, path);
    const content = readFileSync(path, 'utf8');
    return file.endsWith('.html') ? textsOfHtml(file, content) : textsOfSource(file, content);
  });
}
