import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { account } from '@/lib/contract/account';
import { http } from '@/lib/http/client';
import { useSession } from '@/stores/session';

export const userDetailQueryKey = ['account', 'userDetail'] as const;

/** The driver's details, fresh from the server; the session's cached login info follows them. */
export function useUserDetail() {
  const query = useQuery({
    queryKey: userDetailQueryKey,
    queryFn: ({ signal }) => http.call(account.getUserDetail, {}, { signal }),
  });
  const setLoginInfo = useSession((s) => s.setLoginInfo);
  const data = query.data;
  useEffect(() => {
    if (data) setLoginInfo(data);
  }, [data, setLoginInfo]);
  return query;
}
