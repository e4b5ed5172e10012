/**
 * A search screen's keyword, kept in the URL (`?keyword=`) so back returns to the results: the
 * keyword searched for (trimmed, at most `max` characters), the text being typed, and its submit.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useKeywordParam(max = Infinity) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim().slice(0, max) ?? '';
  const [draft, setDraft] = useState(keyword);
  const submit = () => {
    const next = draft.trim();
    setParams(next ? { keyword: next } : {}, { replace: true });
  };
  return { keyword, draft, setDraft, submit };
}
