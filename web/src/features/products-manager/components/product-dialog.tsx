import styled from '@emotion/styled';
import {
  emptyProductForm,
  messages,
  type Product,
  type ProductFormValues,
  productCategories,
  productCategoryLabels,
  productFormSchema,
  productToForm,
} from '@studio/domain';
import { useEffect } from 'react';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { InputField, SelectField, TextAreaField } from '../../../components/field.tsx';
import { ImageUploadField } from '../../../components/image-upload.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { createProduct, updateProduct, uploadProductImage } from '../api/products.ts';
import { productFieldLabels } from '../utils/product-field-labels.ts';

/**
 * The schema reads any input (numbers typed as text, an unknown category falls back); the form
 * holds the dialog's values, so it is typed with them.
 */
const productForm = productFormSchema as unknown as z.ZodType<Product, ProductFormValues>;

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

/** 'Create New Product' / 'Edit Product' (spec §2); `product` null creates. */
export function ProductDialog(props: {
  open: boolean;
  product: Doc<'products'> | null;
  onClose: () => void;
}) {
  const db = useFirestore();
  const { product, open } = props;
  const failed = product ? messages.products.updateFailed : messages.products.createFailed;
  const { reset, bind, register, submit, watch, setValue, formState } = useSchemaForm(productForm, {
    defaultValues: emptyProductForm(),
    labels: productFieldLabels,
    refusal: failed,
  });
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (open) reset(product ? productToForm(product) : emptyProductForm());
  }, [open, product, reset]);

  const onSubmit = submit(async (checked) => {
    const saved = await whileBusy(() =>
      writeWithToasts(() => (product ? updateProduct(db, product.id, checked) : createProduct(db, checked)), {
        success: product ? messages.products.updated : messages.products.created,
        failed,
      }),
    );
    if (saved) props.onClose();
  });

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
          value={watch('image_url')}
          onChange={(url) => setValue('image_url', url, { shouldValidate: formState.isSubmitted })}
          upload={uploadProductImage}
          onError={(message) => notify.error('Image upload failed', message)}
          error={formState.errors.image_url?.message}
        />
        <Pair>
          <Check>
            <input type="checkbox" {...register('featured')} />
            Featured
          </Check>
          <Check>
            <input type="checkbox" {...register('is_active')} />
            Active
          </Check>
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
