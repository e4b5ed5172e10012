/** The shared page frame and fact-card classes (card.module.css). */
export { default as cardStyles } from './card.module.css';
