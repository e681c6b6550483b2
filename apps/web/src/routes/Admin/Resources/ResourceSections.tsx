import { Checkbox } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useResourceFeed } from '../../../data/resources';
import { useSubmit } from '../../../data/useSubmit';
import { Section } from '../../ScreenKit';

/** Whether the room's calendar feed needs no sign-in (issue 35): off by default. */
export function PublicFeedSetting({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const { data } = useResourceFeed(resourceId);
  const { pending, submit } = useSubmit(t('admin.saveFailed'));
  // The box follows the click at once; a refused change puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);

  async function change(checked: boolean) {
    setChosen(checked);
    const saved = await submit(
      () =>
        write('resource-feed', api.put(`/api/admin/resources/${resourceId}/public-feed`, { public: checked })).then(
          () => true,
        ),
      checked ? t('calendarFeed.madePublic') : t('calendarFeed.madePrivate'),
    );
    if (!saved) {
      setChosen(null);
    }
  }

  return (
    <Section title={t('calendarFeed.publicTitle')} intro={t('calendarFeed.publicIntro')}>
      <Checkbox
        label={t('calendarFeed.publicLabel')}
        checked={chosen ?? data?.public ?? false}
        disabled={!data || pending}
        onCheckedChange={(checked) => void change(checked)}
      />
    </Section>
  );
}
