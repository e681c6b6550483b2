import type { AdminGroup } from '@laikas/contract';
import { Button, Field, invalidProps, SearchSelect, TextInput, useConfirm, type SearchOption } from '@laikas/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import {
  changeMembers,
  changeResources,
  deleteGroup,
  saveGroup,
  useAdminGroup,
  useDetachedUsers,
  useGroupMembers,
} from '../../../data/adminGroups';
import { searchResourceOptions } from '../../../data/resources';
import { useSubmit } from '../../../data/useSubmit';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';

/** /admin/groups/create and /admin/groups/{id}/edit: the group's name, and on edit its members and resources. */
export default function GroupFormPage() {
  const { t } = useTranslation('web');
  const { groupId } = useParams();
  const id = groupId ? Number(groupId) : undefined;
  const { data, error } = useAdminGroup(id);
  if (id !== undefined && !data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return (
    <div className={styles.page}>
      <GroupForm key={data?.id ?? 'new'} group={data} />
      {data ? <Members group={data} /> : null}
      {data ? <Resources group={data} /> : null}
    </div>
  );
}

function GroupForm({ group }: { group: AdminGroup | undefined }) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [name, setName] = useState(group?.name ?? '');
  const [externalId, setExternalId] = useState(group?.external_id ?? '');
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(
      () => saveGroup(group?.id, { name, external_id: externalId.trim() || null }),
      t('groups.saved'),
    );
    if (saved && !group) {
      navigate(pathTo('Admin.Groups.Edit', { groupId: saved.id }));
    }
  }

  async function remove() {
    if (!group) {
      return;
    }
    const sure = await confirm({
      title: t('groups.deleteTitle'),
      message: t('groups.deleteMessage', { name: group.name, count: group.users_count }),
      confirmLabel: t('admin.delete'),
      danger: true,
    });
    if (sure && (await submit(() => deleteGroup(group.id).then(() => true), t('groups.deleted')))) {
      navigate(pathTo('Admin.Groups'));
    }
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className={page.toolbar}>
        <h1>{group ? t('groups.editTitle', { name: group.name }) : t('groups.createTitle')}</h1>
        <Link to={pathTo('Admin.Groups')}>{t('groups.backToList')}</Link>
      </div>
      <Field id="group-name" label={t('groups.name')} errors={errors.name}>
        <TextInput
          id="group-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...invalidProps('group-name', errors.name)}
        />
      </Field>
      <Field
        id="group-external-id"
        label={t('groups.externalId')}
        hint={t('groups.externalIdHint')}
        errors={errors.external_id}
      >
        <TextInput
          id="group-external-id"
          value={externalId}
          onChange={(event) => setExternalId(event.target.value)}
          {...invalidProps('group-external-id', errors.external_id)}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t('admin.save')}
        </Button>
        {group ? (
          <Button type="button" variant="danger" onClick={() => void remove()}>
            {t('admin.delete')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Members({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const [memberPage, setMemberPage] = useState(1);
  const [search, setSearch] = useState('');
  const members = useGroupMembers(group.id, { page: memberPage, per_page: 25, query: '' });
  const detached = useDetachedUsers(group.id, search);
  const { submit } = useSubmit(t('admin.saveFailed'));
  const lastPage = members.data?.meta.last_page ?? 1;

  return (
    <section className={styles.fieldset} aria-labelledby="group-members-title">
      <h2 id="group-members-title">{t('groups.membersTitle', { count: group.users_count })}</h2>
      <ul>
        {(members.data?.data ?? []).map((user) => (
          <li key={user.id}>
            {user.name} ({user.uid}){' '}
            <Button
              variant="secondary"
              size="small"
              onClick={() => void submit(() => changeMembers(group.id, 'detach', [user.id]), t('groups.detached'))}
            >
              {t('groups.detach', { name: user.name })}
            </Button>
          </li>
        ))}
      </ul>
      <div className={page.buttonGroup}>
        <Button
          variant="secondary"
          disabled={memberPage <= 1}
          onClick={() => setMemberPage((value) => Math.max(1, value - 1))}
        >
          {t('groups.previousPage')}
        </Button>
        <span>{t('groups.pageOf', { page: memberPage, last: lastPage })}</span>
        <Button
          variant="secondary"
          disabled={memberPage >= lastPage}
          onClick={() => setMemberPage((value) => Math.min(lastPage, value + 1))}
        >
          {t('groups.nextPage')}
        </Button>
      </div>
      <Field id="group-user-search" label={t('groups.findUsers')} hint={t('groups.findUsersHint')}>
        <TextInput
          id="group-user-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <ul aria-label={t('groups.candidates')} hidden={!detached.data}>
        {(detached.data ?? []).map((user) => (
          <li key={user.id}>
            {user.name} ({user.uid}){' '}
            <Button
              size="small"
              onClick={() => void submit(() => changeMembers(group.id, 'attach', [user.id]), t('groups.attached'))}
            >
              {t('groups.attach', { name: user.name })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Resources({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const { submit } = useSubmit(t('admin.saveFailed'));
  // The rooms are searched on the server (issue 27), leaving out those the group has.
  const search = useCallback(
    async (query: string) => {
      const attachedIds = new Set(group.resources.map((resource) => resource.id));
      return (await searchResourceOptions(query)).filter((option) => !attachedIds.has(Number(option.value)));
    },
    [group.resources],
  );

  return (
    <section className={styles.fieldset} aria-labelledby="group-resources-title">
      <h2 id="group-resources-title">{t('groups.resourcesTitle')}</h2>
      <ul>
        {group.resources.map((resource) => (
          <li key={resource.id}>
            {resource.name}{' '}
            <Button
              variant="secondary"
              size="small"
              onClick={() =>
                void submit(() => changeResources(group.id, 'detach', [resource.id]), t('groups.detached'))
              }
            >
              {t('groups.detach', { name: resource.name })}
            </Button>
          </li>
        ))}
      </ul>
      <div className={page.labelledControl}>
        <SearchSelect
          id={`group-${group.id}-resource`}
          label={t('groups.addResource')}
          search={search}
          value={chosen}
          onValueChange={setChosen}
        />
      </div>
      <div className={styles.actions}>
        <Button
          disabled={!chosen}
          onClick={() =>
            void submit(() => changeResources(group.id, 'attach', [Number(chosen!.value)]), t('groups.attached')).then(
              () => setChosen(null),
            )
          }
        >
          {t('groups.attachResource')}
        </Button>
      </div>
    </section>
  );
}
