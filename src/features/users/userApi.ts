import { createResourceApi } from '../../api/resources';
import type { User, UserInput } from '../../../contract';

export const userApi = createResourceApi<User, UserInput>({ type: 'User', path: 'users' });
