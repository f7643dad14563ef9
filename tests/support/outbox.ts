import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The development outbox's messages (.eml), oldest first, with quoted-printable bodies decoded. */
export async function lerOutbox(dir: string): Promise<{ file: string; to: string; subject: string; text: string }[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => `%${h}`);
      let text: string;
      try {
        text = decodeURIComponent(decoded.replace(/%(?![0-9A-F]{2})/g, '%25'));
      } catch {
        text = raw;
      }
      return { file, to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '', subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '', text };
    }),
  );
}

/** The first link in `text` to `caminho` (e.g. /login/nova-senha), as a path with its query. */
export function linkPara(text: string, caminho: string): string | null {
  const m = new RegExp(`https?://[^\\s"<>]+?(${caminho.replace(/\//g, '\\/')}\\?t=[\\w.-]+)`).exec(text);
  return m ? m[1] : null;
}
