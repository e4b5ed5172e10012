export { Page, type PageProps } from './page';
export { Card, CardText, type CardProps, type CardTextProps } from './card';
export { FactList, type Fact, type FactEntry, type FactListProps } from './fact-list';
export { ListRow, listFillClass, type ListRowProps } from './list-row';
