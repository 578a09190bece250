/**
 * The example's data, kept in memory. Classes give records a model name, so
 * `helpers.polymorphic_path(post)` and `this.redirectTo(post)` find `post_path`.
 */

export class Post {
  constructor(
    public id: number,
    public title: string,
    public body: string,
  ) {}
}

export class Comment {
  constructor(
    public id: number,
    public postId: number,
    public body: string,
  ) {}
}

export interface Profile {
  name: string;
  bio: string;
}

/** A 404 raised by a controller when a record does not exist. */
export class NotFound extends Error {
  readonly status = 404;
}

const posts = new Map<number, Post>();
const comments = new Map<number, Comment>();
let lastPostId = 0;
let lastCommentId = 0;

export const profile: Profile = { name: 'Ada', bio: 'Writes about routing.' };

export const Posts = {
  all: (): Post[] => [...posts.values()],
  find(id: unknown): Post {
    const post = posts.get(Number(id));
    if (!post) throw new NotFound(`Couldn't find Post with 'id'=${String(id)}`);
    return post;
  },
  create(title: string, body: string): Post {
    const post = new Post(++lastPostId, title, body);
    posts.set(post.id, post);
    return post;
  },
  destroy(post: Post): void {
    posts.delete(post.id);
    for (const comment of Comments.forPost(post)) comments.delete(comment.id);
  },
};

export const Comments = {
  forPost: (post: Post): Comment[] => [...comments.values()].filter((c) => c.postId === post.id),
  find(id: unknown): Comment {
    const comment = comments.get(Number(id));
    if (!comment) throw new NotFound(`Couldn't find Comment with 'id'=${String(id)}`);
    return comment;
  },
  create(post: Post, body: string): Comment {
    const comment = new Comment(++lastCommentId, post.id, body);
    comments.set(comment.id, comment);
    return comment;
  },
  destroy(comment: Comment): void {
    comments.delete(comment.id);
  },
};

// A little seed data, so the first page is not empty.
const hello = Posts.create('Hello, railroute', 'Rails-style resource routing for Express.');
Comments.create(hello, 'First!');
