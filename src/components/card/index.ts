export { Page, type PageProps } from './page';
export { Card, CardText, type CardProps, type CardTextProps } from './card';
export { FactList, type Fact, type FactEntry, type FactListProps } from './fact-list';
export { ListRow, listFillClass, type ListRowProps } from './list-row';
/** @deprecated Kept while screens move onto Page, Card, FactList and ListRow; then removed. */
export { default as cardStyles } from './card.module.css';
