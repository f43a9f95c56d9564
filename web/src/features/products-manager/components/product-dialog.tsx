import styled from '@emotion/styled';
import {
  emptyProductForm,
  messages,
  type ProductFormValues,
  productCategories,
  productCategoryLabels,
  productToForm,
} from '@studio/domain';
import { type FormEvent, useEffect } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { InputField, SelectField, TextAreaField } from '../../../components/field.tsx';
import { ImageUploadField } from '../../../components/image-upload.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { useFormValues } from '../../../hooks/use-form-values.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notifyProblems } from '../../../utils/form-issues.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { createProduct, updateProduct, uploadProductImage } from '../api/products.ts';
import { checkProductForm, productFieldLabels } from '../utils/product-form-check.ts';

const Form = styled.form({ display: 'grid', gap: 14 });

const Pair = styled.div({
  display: 'grid',
  gap: 14,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
});

const Check = styled.label({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 });

/** Dollars and cents: the phone offers a decimal keypad. */
const amountInput = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

/** Whole numbers (stock, display order): the phone offers a number keypad. */
const countInput = { type: 'number', inputMode: 'numeric', min: 0, step: '1' } as const;

/** A checkbox with its label beside it. */
function CheckField(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Check>
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </Check>
  );
}

/** 'Create New Product' / 'Edit Product' (spec §2); `product` null creates. */
export function ProductDialog(props: {
  open: boolean;
  product: Doc<'products'> | null;
  onClose: () => void;
}) {
  const db = useFirestore();
  const { product, open } = props;
  const { values, setValues, set, bind, problems, showProblems } =
    useFormValues<ProductFormValues>(emptyProductForm);
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (open) setValues(product ? productToForm(product) : emptyProductForm());
  }, [open, product, setValues]);
  const failed = product ? messages.products.updateFailed : messages.products.createFailed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkProductForm(values);
    if (!check.ok) {
      showProblems(check.problems);
      notifyProblems(failed, check.problems, productFieldLabels);
      return;
    }
    const saved = await whileBusy(() =>
      writeWithToasts(
        () => (product ? updateProduct(db, product.id, check.product) : createProduct(db, check.product)),
        { success: product ? messages.products.updated : messages.products.created, failed },
      ),
    );
    if (saved) props.onClose();
  };

  return (
    <Dialog open={open} onClose={props.onClose} title={product ? 'Edit Product' : 'Create New Product'}>
      <Form onSubmit={onSubmit} noValidate>
        <InputField label="Name" {...bind('name')} />
        <TextAreaField label="Description" rows={3} {...bind('description')} />
        <SelectField label="Category" {...bind('category')}>
          {productCategories.map((c) => (
            <option key={c} value={c}>
              {productCategoryLabels[c]}
            </option>
          ))}
        </SelectField>
        <Pair>
          <InputField label="Price ($)" {...amountInput} {...bind('price')} />
          <InputField
            label="Compare-at price ($)"
            hint="Optional: shown struck through"
            {...amountInput}
            {...bind('compare_at_price')}
          />
        </Pair>
        <Pair>
          <InputField label="Stock quantity" {...countInput} {...bind('stock_quantity')} />
          <InputField label="Display order" {...countInput} {...bind('display_order')} />
        </Pair>
        <ImageUploadField
          label="Product image"
          value={values.image_url}
          onChange={(url) => set({ image_url: url })}
          upload={uploadProductImage}
          onError={(message) => notify.error('Image upload failed', message)}
          error={problems.image_url}
        />
        <Pair>
          <CheckField label="Featured" checked={values.featured} onChange={(featured) => set({ featured })} />
          <CheckField
            label="Active"
            checked={values.is_active}
            onChange={(is_active) => set({ is_active })}
          />
        </Pair>
        <DialogActions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
