export { localPhotoFile, takeLocalPhoto, watermarkFactsNow } from './local-photo';
export { outboxMessages, rejectedCount, waitingCount } from './messages';
export { OutboxBadge, OutboxQueue, type OutboxQueueProps } from './outbox-queue';
export { statusText } from './status';
