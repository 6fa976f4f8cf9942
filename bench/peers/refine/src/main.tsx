import { Refine, type DataProvider } from '@refinedev/core';
import { Edit, List, useForm, useTable } from '@refinedev/antd';
import { Form, Input, Switch, Table } from 'antd';
import { createRoot } from 'react-dom/client';

// One resource with a 25-row list and an edit form, on an in-memory data provider.
type Brand = { id: number; title: string; active: boolean };
const brands: Brand[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  title: `Brand ${index + 1}`,
  active: index % 3 > 0,
}));

const memory: DataProvider = {
  getApiUrl: () => '',
  getList: async ({ pagination }) => {
    const size = pagination?.pageSize ?? 25;
    const start = ((pagination?.currentPage ?? 1) - 1) * size;
    return { data: brands.slice(start, start + size) as never[], total: brands.length };
  },
  getOne: async ({ id }) => ({ data: brands.find((brand) => brand.id === Number(id)) as never }),
  create: async ({ variables }) => ({ data: variables as never }),
  update: async ({ id, variables }) => ({
    data: { ...brands.find((brand) => brand.id === Number(id)), ...(variables as object) } as never,
  }),
  deleteOne: async ({ id }) => ({ data: { id } as never }),
};

function BrandList() {
  const { tableProps } = useTable<Brand>({ resource: 'brands', pagination: { pageSize: 25 } });
  return (
    <List resource="brands">
      <Table {...tableProps} rowKey="id">
        <Table.Column dataIndex="title" title="Title" />
        <Table.Column dataIndex="active" title="Active" render={(active: boolean) => (active ? 'Yes' : 'No')} />
      </Table>
    </List>
  );
}

function BrandEdit() {
  const { formProps, saveButtonProps } = useForm<Brand>({ resource: 'brands', id: 1, action: 'edit' });
  return (
    <Edit resource="brands" recordItemId={1} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout="vertical">
        <Form.Item label="Title" name="title">
          <Input />
        </Form.Item>
        <Form.Item label="Active" name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Edit>
  );
}

// `?view=list` or `?view=edit` shows one page for the timings; without it both render, for the bytes (same bundle).
const view = new URLSearchParams(location.search).get('view');
createRoot(document.getElementById('root')!).render(
  <Refine dataProvider={memory} resources={[{ name: 'brands' }]}>
    {view !== 'edit' ? <BrandList /> : null}
    {view !== 'list' ? <BrandEdit /> : null}
  </Refine>,
);
