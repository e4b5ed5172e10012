import { type ReactNode, useId } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** The heading (an `h2` unless `headingLevel` says otherwise); the card is named by it. */
  title?: ReactNode;
  /** Id of the heading, when something else points at it. Default: a generated one. */
  titleId?: string;
  headingLevel?: 2 | 3;
  /** Beside the title, on its right: a state tag, a small link. */
  extra?: ReactNode;
  /** A row of buttons under the content (拨打, 导航, 查看合同 …). */
  actions?: ReactNode;
  /** The card's accessible name when it has no title. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A white rounded card: optional title with something beside it, the content, optional actions. */
export function Card(props: CardProps) {
  const { title, titleId, headingLevel = 2, extra, actions, children, className } = props;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const ownId = useId();
  const headingId = titleId ?? ownId;
  const heading =
    title === undefined ? null : (
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
    );
  const labelledBy =
    props['aria-labelledby'] ??
    (props['aria-label'] || title === undefined ? undefined : headingId);
  return (
    <section
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-label={props['aria-label']}
      aria-labelledby={labelledBy}
      data-testid={props['data-testid']}
    >
      {extra === undefined ? (
        heading
      ) : (
        <div className={styles.header}>
          {heading}
          <div className={styles.extra}>{extra}</div>
        </div>
      )}
      {children}
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

export interface CardTextProps {
  children: ReactNode;
  className?: string;
}

/** Free text in a card, kept as it was typed (line breaks stay). */
export function CardText({ children, className }: CardTextProps) {
  return <p className={className ? `${styles.text} ${className}` : styles.text}>{children}</p>;
}
