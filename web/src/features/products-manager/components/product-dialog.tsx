import styled from '@emotion/styled';
import {
  emptyProductForm,
  messages,
  type ProductFormValues,
  productCategories,
  productCategoryLabels,
  productToForm,
} from '@studio/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Field, Input, TextArea } from '../../../components/field.tsx';
import { ImageUploadField } from '../../../components/image-upload.tsx';
import { Select } from '../../../components/select.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notifyIssues } from '../../../utils/form-issues.ts';
import { notify } from '../../../utils/toast.tsx';
import { createProduct, updateProduct, uploadProductImage } from '../api/products.ts';
import { checkProductForm } from '../utils/product-form-check.ts';

const Form = styled.form({ display: 'grid', gap: 14 });

const Pair = styled.div({
  display: 'grid',
  gap: 14,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
});

const Check = styled.label({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 });

const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' });

/** 'Create New Product' / 'Edit Product' (spec §2); `product` null creates. */
export function ProductDialog(props: {
  open: boolean;
  product: Doc<'products'> | null;
  onClose: () => void;
}) {
  const db = useFirestore();
  const { product, open } = props;
  const [values, setValues] = useState<ProductFormValues>(emptyProductForm);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setValues(product ? productToForm(product) : emptyProductForm());
  }, [open, product]);
  const set = (patch: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const failed = product ? messages.products.updateFailed : messages.products.createFailed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkProductForm(values);
    if (!check.ok) {
      notifyIssues(failed, check.problems);
      return;
    }
    setBusy(true);
    try {
      if (product) await updateProduct(db, product.id, check.product);
      else await createProduct(db, check.product);
      notify.success(product ? messages.products.updated : messages.products.created);
      props.onClose();
    } catch (error) {
      notify.error(failed, (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={props.onClose} title={product ? 'Edit Product' : 'Create New Product'}>
      <Form onSubmit={onSubmit} noValidate>
        <Field label="Name">
          {(ids) => <Input {...ids} value={values.name} onChange={(e) => set({ name: e.target.value })} />}
        </Field>
        <Field label="Description">
          {(ids) => (
            <TextArea
              {...ids}
              rows={3}
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          )}
        </Field>
        <Field label="Category">
          {(ids) => (
            <Select {...ids} value={values.category} onChange={(e) => set({ category: e.target.value })}>
              {productCategories.map((c) => (
                <option key={c} value={c}>
                  {productCategoryLabels[c]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Pair>
          <Field label="Price ($)">
            {(ids) => (
              <Input
                {...ids}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={values.price}
                onChange={(e) => set({ price: e.target.value })}
              />
            )}
          </Field>
          <Field label="Compare-at price ($)" hint="Optional: shown struck through">
            {(ids) => (
              <Input
                {...ids}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={values.compare_at_price ?? ''}
                onChange={(e) => set({ compare_at_price: e.target.value })}
              />
            )}
          </Field>
        </Pair>
        <Pair>
          <Field label="Stock quantity">
            {(ids) => (
              <Input
                {...ids}
                type="number"
                inputMode="numeric"
                min={0}
                step="1"
                value={values.stock_quantity}
                onChange={(e) => set({ stock_quantity: e.target.value })}
              />
            )}
          </Field>
          <Field label="Display order">
            {(ids) => (
              <Input
                {...ids}
                type="number"
                inputMode="numeric"
                min={0}
                step="1"
                value={values.display_order}
                onChange={(e) => set({ display_order: e.target.value })}
              />
            )}
          </Field>
        </Pair>
        <ImageUploadField
          label="Product image"
          value={values.image_url}
          onChange={(url) => set({ image_url: url })}
          upload={uploadProductImage}
          onError={(message) => notify.error('Image upload failed', message)}
        />
        <Pair>
          <Check>
            <input
              type="checkbox"
              checked={values.featured}
              onChange={(e) => set({ featured: e.target.checked })}
            />
            Featured
          </Check>
          <Check>
            <input
              type="checkbox"
              checked={values.is_active}
              onChange={(e) => set({ is_active: e.target.checked })}
            />
            Active
          </Check>
        </Pair>
        <Actions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
