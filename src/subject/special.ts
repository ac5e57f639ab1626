import { posix } from 'node:path';
import type { SpecialEntry, Unreadable } from './types.js';

/**
 * Above this a file is not read as text: decoding and splitting it would take the memory of the
 * runner, and no source file or config is this large.
 */
export const MAX_TEXT_BYTES = 32 * 1024 * 1024;

/** Symlink hops followed before the chain counts as a loop. */
const MAX_HOPS = 8;

/**
 * Extensions of formats that are binary by design: a hint for reading ahead only (such files are
 * often the bulk of a change's bytes, and no check parses them). Whether a file is binary is
 * decided by its bytes (encoding.ts `contentOf`), never by this list.
 */
const BINARY_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'ico',
  'icns',
  'tif',
  'tiff',
  'avif',
  'heic',
  'psd',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp3',
  'wav',
  'ogg',
  'oga',
  'flac',
  'm4a',
  'aac',
  'opus',
  'mp4',
  'm4v',
  'webm',
  'mov',
  'avi',
  'mkv',
  'zip',
  'gz',
  'tgz',
  'bz2',
  'xz',
  'zst',
  '7z',
  'rar',
  'tar',
  'jar',
  'war',
  'whl',
  'apk',
  'deb',
  'rpm',
  'pdf',
  'wasm',
  'exe',
  'dll',
  'so',
  'dylib',
  'a',
  'o',
  'obj',
  'class',
  'pyc',
  'bin',
  'dat',
  'db',
  'sqlite',
  'sqlite3',
  'glb',
  'gltf',
  'fbx',
  'blend',
  'xlsx',
  'docx',
  'pptx',
  'xls',
  'doc',
  'ppt',
  'odt',
  'ods',
  'keystore',
  'p12',
  'der',
]);

export function binaryByName(path: string): boolean {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return false;
  return BINARY_EXTENSIONS.has(path.slice(dot + 1).toLowerCase());
}

export type Resolved = { path: string } | { unreadable: Unreadable };

const special = (reason: string): Resolved => ({ unreadable: { kind: 'special', reason } });

/**
 * Where a selected path leads: itself for a regular file, the file a symlink inside the
 * repository points at (through chains of symlinks), or why it leads to nothing a check can read.
 */
export function resolveSpecial(path: string, specials: ReadonlyMap<string, SpecialEntry>, exists: (path: string) => boolean): Resolved {
  let at = path;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const entry = specials.get(at);
    if (entry === undefined) {
      if (at === path || exists(at)) return { path: at };
      return special(
        `a dangling symlink (→ ${specials.get(path)?.kind === 'symlink' ? targetOf(specials, path) : at}: no such file in the repository)`,
      );
    }
    if (entry.kind === 'submodule') {
      return {
        unreadable: {
          kind: 'submodule',
          reason: `a submodule (commit ${entry.commit.slice(0, 12)}): its files are not part of this repository's tree`,
        },
      };
    }
    if (entry.target === undefined) return special('a symlink whose target could not be read');
    if (entry.target.startsWith('/')) return special(`a symlink leaving the repository (→ ${entry.target})`);
    const next = posix.normalize(posix.join(posix.dirname(at), entry.target));
    if (next === '..' || next.startsWith('../')) return special(`a symlink leaving the repository (→ ${entry.target})`);
    if (next === '.' || next.endsWith('/')) return special(`a symlink to a directory (→ ${entry.target}), not a file`);
    at = next;
  }
  return special(`a symlink loop (→ ${targetOf(specials, path)})`);
}

const targetOf = (specials: ReadonlyMap<string, SpecialEntry>, path: string): string => {
  const e = specials.get(path);
  return e?.kind === 'symlink' ? (e.target ?? '?') : path;
};
