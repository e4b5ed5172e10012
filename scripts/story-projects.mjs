/** The Vitest projects of the story run (vitest.config.ts): one page shared per worker, and a page per file. */
export const STORY_PROJECTS = ['storybook', 'storybook-own-page'];
