/** Users as select options: their names (user name beside), searched on the platform by name or e-mail. */
import { RESOURCES, type User } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';

const fullName = (user: User) => [user.givenName, user.familyName].filter(Boolean).join(' ');
const USER_OPTIONS = {
  label: (user: User) => (fullName(user) ? `${fullName(user)} (${user.userName})` : user.userName),
  searchParam: 'orSearch_name',
};

export function useUserOptions(search: string, value?: unknown) {
  return useResourceOptions(resourceApi(RESOURCES.users), USER_OPTIONS, search, value);
}
