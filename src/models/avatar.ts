/** The signed-in user's avatar as an object URL, shared by the header and the personal center. */
import { useModel } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import { fetchAvatar } from '@/services/account';
import type { InitialState } from '@/startup/initialState';

export interface AvatarModel {
  url: string | undefined;
  reload: () => Promise<void>;
}

export default function useAvatar(): AvatarModel {
  const { initialState } = useModel('@@initialState');
  const userId: string | undefined = (initialState as InitialState | undefined)?.currentUser?.id;
  const [url, setUrl] = useState<string>();
  const reload = useCallback(async () => {
    if (!userId) {
      setUrl(undefined);
      return;
    }
    const blob = await fetchAvatar(userId);
    setUrl((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return blob ? URL.createObjectURL(blob) : undefined;
    });
  }, [userId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { url, reload };
}
