/**
 * The blog's data, in a real SQLite database embedded with sql.js (SQLite compiled to
 * WebAssembly: no native build, no server, nothing to download). Queries return what every
 * Node database driver returns, plain row objects such as
 * `{ id: 1, title: 'Hello', body: '...', user_id: 1, created_at: '2026-01-05' }`, and those
 * rows go straight into the URL helpers: `post_path(row)` is `/posts/1`, no column leaks.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import initSqlJs, { type BindParams, type Database } from 'sql.js';

export interface UserRow {
  id: number;
  name: string;
  password_hash: string;
  admin: number; // SQLite has no boolean: 0 or 1
}
export interface PostRow {
  id: number;
  title: string;
  body: string;
  user_id: number;
  created_at: string;
}
export interface CommentRow {
  id: number;
  post_id: number;
  body: string;
  created_at: string;
}
export interface ProfileRow {
  name: string;
  bio: string;
}

/** A 404 raised by a controller when a row does not exist (errors.ts renders it). */
export class NotFound extends Error {
  readonly status = 404;
}

const SCHEMA = `
  PRAGMA foreign_keys = ON;
  CREATE TABLE users (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, admin INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE posts (
    id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '',
    user_id INTEGER NOT NULL REFERENCES users (id), created_at TEXT NOT NULL DEFAULT (date('now'))
  );
  CREATE TABLE comments (
    id INTEGER PRIMARY KEY, post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    body TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT (date('now'))
  );
  CREATE TABLE profile (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL, bio TEXT NOT NULL);
`;

/** The few calls the app makes, each a prepared statement with bound parameters. */
export class Db {
  constructor(readonly sqlite: Database) {}

  /** Every row of a query, as plain objects. */
  all<T>(sql: string, params: BindParams = []): T[] {
    const statement = this.sqlite.prepare(sql, params);
    try {
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as unknown as T);
      return rows;
    } finally {
      statement.free();
    }
  }

  /** The first row, or undefined. With `INSERT ... RETURNING *` it is the new row. */
  get<T>(sql: string, params: BindParams = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  run(sql: string, params: BindParams = []): void {
    this.sqlite.run(sql, params);
  }

  /** `Post.find(id)`: the row, or a 404 with Rails' message. `id` is typed: `this.params.id` is a string. */
  find<T>(table: 'posts' | 'comments', id: string | number | undefined): T {
    const row = this.get<T>(`SELECT * FROM ${table} WHERE id = ?`, [String(id)]);
    const model = table === 'posts' ? 'Post' : 'Comment';
    if (!row) throw new NotFound(`Couldn't find ${model} with 'id'=${String(id)}`);
    return row;
  }
}

/** scrypt with a random salt, stored as `salt:hash` (hex). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), expected.length || 32);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The demo accounts, shown on the sign-in page. */
export const DEMO_USERS = [
  { name: 'ada', password: 'lovelace', admin: 1 },
  { name: 'grace', password: 'hopper', admin: 0 },
];

// scrypt is slow on purpose (about 50 ms): hash the demo passwords once per process.
let demoHashes: string[] | undefined;

/**
 * A fresh in-memory database with the schema and a little seed data. sql.js loads its
 * WebAssembly once per process; every call gives a new, independent database.
 */
export async function openDatabase(): Promise<Db> {
  const SQL = await initSqlJs();
  const db = new Db(new SQL.Database());
  db.sqlite.exec(SCHEMA);
  demoHashes ??= DEMO_USERS.map((user) => hashPassword(user.password));
  DEMO_USERS.forEach((user, i) =>
    db.run('INSERT INTO users (name, password_hash, admin) VALUES (?, ?, ?)', [
      user.name,
      demoHashes?.[i] ?? '',
      user.admin,
    ]),
  );
  const seed = [
    [
      'Hello, railroute',
      'Rails-style resource routing for Express: resources, nested routes, named URL helpers.',
      '2026-01-05',
    ],
    ['Rows are records', 'post_path(row) takes the row a database driver returns and keeps only its id.', '2026-01-12'],
    [
      'Nested params',
      'A form with post[title] and post[body] arrives as params.post.title, as in Rails.',
      '2026-01-19',
    ],
  ] as const;
  for (const [title, body, date] of seed)
    db.run('INSERT INTO posts (title, body, user_id, created_at) VALUES (?, ?, 1, ?)', [title, body, date]);
  db.run("INSERT INTO comments (post_id, body) VALUES (1, 'First!')");
  db.run("INSERT INTO profile (id, name, bio) VALUES (1, 'Ada', 'Writes about routing.')");
  return db;
}
