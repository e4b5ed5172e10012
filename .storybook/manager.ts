/**
 * A toolbar link from the story being viewed to the designers' review desk (`npm run review`,
 * review/): the desk opens on this story's pictures. main.ts's managerHead says where the desk is.
 */
import { createElement } from 'react';
import { addons, types, useStorybookState } from 'storybook/manager-api';

declare global {
  interface Window {
    /** Set by .storybook/main.ts (REVIEW_URL, default http://127.0.0.1:6007). */
    REVIEW_DESK_URL?: string;
  }
}

function ReviewDeskLink() {
  const { storyId } = useStorybookState();
  const desk = window.REVIEW_DESK_URL ?? 'http://127.0.0.1:6007';
  // createElement, not JSX: the manager's bundler compiles JSX to React.createElement (classic).
  return createElement(
    'a',
    {
      href: `${desk}/#${storyId}`,
      target: '_blank',
      rel: 'noreferrer',
      title: "Review this story's visual change (npm run review)",
      style: { alignSelf: 'center', padding: '0 8px', fontSize: 12, fontWeight: 600 },
    },
    'Review desk',
  );
}

addons.register('freight/review-desk', () => {
  addons.add('freight/review-desk/tool', {
    type: types.TOOL,
    title: 'Review desk',
    match: ({ viewMode }) => viewMode === 'story',
    render: () => createElement(ReviewDeskLink),
  });
});
