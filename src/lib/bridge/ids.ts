/**
 * Correlation ids `b<counter>-<random>`: the counter makes them unique within a client, the random
 * part tells two clients of one page (app and simulator frames) apart in logs.
 */
export function createIdSource(random: () => number = Math.random): () => string {
  const session = random().toString(36).slice(2, 8) || '0';
  let counter = 0;
  return () => {
    counter += 1;
    return `b${counter}-${session}`;
  };
}
