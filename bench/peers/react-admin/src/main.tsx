import fakeDataProvider from 'ra-data-fakerest';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  List,
  Resource,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

// One resource with a 25-row list and an edit form, on the fake in-memory data provider.
const brands = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  title: `Brand ${index + 1}`,
  active: index % 3 > 0,
}));

const BrandList = () => (
  <List perPage={25}>
    <Datagrid rowClick="edit">
      <TextField source="title" />
      <BooleanField source="active" />
    </Datagrid>
  </List>
);

const BrandEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="title" />
      <BooleanInput source="active" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={fakeDataProvider({ brands })}>
    <Resource name="brands" list={BrandList} edit={BrandEdit} />
  </Admin>,
);
