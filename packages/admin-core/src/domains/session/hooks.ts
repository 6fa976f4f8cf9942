import { useEntityMutation } from '../../react/mutationHooks';
import { ChangePasswordDocument, UpdateProfileDocument } from './operations.generated';

export const useUpdateProfile = () => useEntityMutation(UpdateProfileDocument);
export const useChangePassword = () => useEntityMutation(ChangePasswordDocument);
