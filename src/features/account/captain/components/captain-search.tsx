/** Find a captain by mobile and bind them (with a confirm); an uncertified one is shown, not bound. */
import { Button, Form, MobileField, SubmitButton } from '@/components/form';
import { useCaptainSearch } from '../hooks/use-captain-search';
import { captainMessages as messages } from '../messages';
import { CaptainCard } from './captain-card';
import styles from './captain-panels.module.css';

export function CaptainSearch({ ownMobile }: { ownMobile: string | null }) {
  const { field, search, result, problem, confirmBind } = useCaptainSearch(ownMobile);
  const found = result?.captain ?? null;
  return (
    <>
      <section className={styles.panel} aria-labelledby="captain-search-title">
        <h2 id="captain-search-title" className={styles.heading}>
          {messages.searchTitle}
        </h2>
        <Form onSubmit={search}>
          <MobileField
            {...field}
            label={messages.searchLabel}
            placeholder={messages.searchPlaceholder}
          />
          <SubmitButton>{messages.search}</SubmitButton>
        </Form>
        {problem && !found ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      {found ? (
        <CaptainCard captain={found} title={messages.result}>
          {result?.bindable ? (
            <Button onClick={confirmBind}>{messages.bind}</Button>
          ) : (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
        </CaptainCard>
      ) : null}
    </>
  );
}
