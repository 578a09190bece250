/**
 * Type-checks the TypeScript and JavaScript blocks of the guides in one in-memory program,
 * against the source: `railroute` is src/index.ts and `railroute/testing` src/testing/index.ts,
 * as the published package's `exports` map them. Each guide's blocks live in their own
 * virtual folder (docs/.blocks/<guide>/), so a block named `config/routes.ts` is what
 * `../config/routes` means to a block named `test/routes.test.ts` of the same guide.
 */
import path from 'node:path';
import ts from 'typescript';
import { ROOT, type Block } from './markdown-blocks';

export function virtualPath(block: Block): string {
  return path.join(ROOT, 'docs/.blocks', block.doc.replace(/\.md$/, '').replace(/\//g, '_'), block.name);
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  strict: true,
  noUncheckedIndexedAccess: true,
  esModuleInterop: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  types: ['node', 'jest'],
  paths: {
    railroute: [path.join(ROOT, 'src/index.ts')],
    'railroute/testing': [path.join(ROOT, 'src/testing/index.ts')],
  },
};

/** One line per diagnostic in a block, `docs/x.md:LINE: message` (the line in the guide). */
export function typecheck(blocks: Block[]): string[] {
  const files = new Map(blocks.map((b) => [virtualPath(b), b]));
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  // The host's own methods, bound to it: the overrides below fall back to them.
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const folders = new Set([...files.keys()].flatMap((f) => ancestors(path.dirname(f))));
  host.directoryExists = (d) => folders.has(d) || (directoryExists?.(d) ?? false);
  host.getCurrentDirectory = () => ROOT;
  host.fileExists = (f) => files.has(f) || fileExists(f);
  host.readFile = (f) => files.get(f)?.code ?? readFile(f);
  host.getSourceFile = (f, language, onError) => {
    const block = files.get(f);
    if (block) return ts.createSourceFile(f, block.code, language, true);
    return getSourceFile(f, language, onError);
  };
  const program = ts.createProgram([...files.keys()], COMPILER_OPTIONS, host);
  const out: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const file = diagnostic.file?.fileName;
    const block = file === undefined ? undefined : files.get(file);
    if (!block) {
      out.push(`${file ?? '(options)'}: ${message}`);
      continue;
    }
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    out.push(`${block.doc}:${block.line + 1 + line}: ${message}`);
  }
  return out;
}

function ancestors(folder: string): string[] {
  const out: string[] = [];
  for (let f = folder; f.startsWith(path.join(ROOT, 'docs')); f = path.dirname(f)) out.push(f);
  return out;
}
