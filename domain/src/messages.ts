/**
 * The studio's exact feedback texts (spec §8), one place for the web app and the tests.
 * Functions that take a message append the server's text as the spec shows.
 */
/** The toasts of adding, editing and deleting one kind of catalogue entry. */
function catalogTexts(noun: string) {
  return {
    created: `${noun} created successfully`,
    updated: `${noun} updated successfully`,
    deleted: `${noun} deleted successfully`,
    createFailed: `Error creating ${noun.toLowerCase()}`,
    updateFailed: `Error updating ${noun.toLowerCase()}`,
    deleteFailed: `Error deleting ${noun.toLowerCase()}`,
  } as const;
}

export const messages = {
  auth: {
    signedUp: 'Account created successfully!',
    signedIn: 'Welcome back!',
    signedOut: 'Signed out successfully',
    invalidJwt: 'Invalid JWT signature',
    notAuthenticated: 'Not authenticated',
  },
  settings: {
    updated: 'Setting updated',
    updatedDescription: 'Your changes have been saved successfully.',
    updateFailed: 'Error updating setting',
  },
  permissions: {
    noBookings:
      'Bookings are not part of your account. The owner can let assistants manage bookings or view reports under Settings → Advanced.',
    ownDayOnly:
      'You see your own appointments. The owner can let assistants manage bookings, and so see everyone’s, under Settings → Advanced.',
  },
  loyaltyChange: {
    title: 'Change the loyalty rules?',
    counting: 'Counting the clients whose tier would change…',
    countFailed: 'The clients whose tier would change could not be counted.',
    pastBookings: 'Every client is re-scored with the new rule, from her first visit.',
    fromNowOn: 'Points and tiers already earned stay; the new rule counts for visits from now on.',
    tierChanges: (count: number, clients: number) =>
      `${count} of ${clients} ${clients === 1 ? 'client changes' : 'clients change'} tier.`,
    updated: 'Loyalty rules updated',
    updatedPast: 'Every client is being re-scored with the new rule.',
    updatedFromNow: 'Points already earned stay; the new rule counts from now on.',
    failed: 'Error updating the loyalty rules',
  },
  toggles: {
    category: { hidden: 'Category hidden', visible: 'Category visible', failed: 'Failed to update category' },
    service: { hidden: 'Service hidden', visible: 'Service visible', failed: 'Failed to update service' },
    material: { hidden: 'Material hidden', visible: 'Material visible', failed: 'Failed to update material' },
    addOn: { hidden: 'Add-on hidden', visible: 'Add-on visible', failed: 'Failed to update add-on' },
  },
  catalog: {
    category: catalogTexts('Category'),
    service: catalogTexts('Service'),
    material: catalogTexts('Material'),
    addOn: catalogTexts('Add-on'),
    categoryHoldsServices: (count: number) =>
      `It still holds ${count} ${count === 1 ? 'service' : 'services'}: move or delete them first, or hide the category.`,
    serviceArchived: 'Service archived',
    serviceArchivedDescription:
      'Bookings refer to it, so it is hidden instead of deleted and keeps its name in their history.',
    reordered: 'Order saved',
    reorderFailed: 'Error saving the order',
  },
  products: {
    created: 'Product created successfully',
    updated: 'Product updated successfully',
    deleted: 'Product deleted successfully',
    createFailed: 'Error creating product',
    updateFailed: 'Error updating product',
    deleteFailed: 'Error deleting product',
    empty: 'No products yet. Add your first product to get started.',
  },
  blog: {
    created: 'Blog post created successfully',
    updated: 'Blog post updated successfully',
    deleted: 'Blog post deleted successfully',
    createFailed: 'Error creating blog post',
    updateFailed: 'Error updating blog post',
    deleteFailed: 'Error deleting blog post',
    empty: 'No blog posts yet. Create your first post to get started.',
    notFound: 'Post not found',
  },
  instagram: {
    connected: 'Instagram connected!',
    connectedDescription: 'Your Instagram account is now connected.',
    disconnected: 'Instagram disconnected',
    connectionFailed: 'Connection failed',
    connectFailed: 'Failed to connect to Instagram',
    disconnectFailed: 'Error',
  },
  availability: {
    added: 'Availability added',
    removed: 'Availability removed',
    timeBlocked: 'Time blocked',
    blockRemoved: 'Block removed',
    addFailed: 'Error adding availability',
    blockFailed: 'Error blocking time',
  },
  clients: {
    idRequired: 'Client ID is required',
    notFound: 'Client not found',
    photoUploaded: 'Photo uploaded successfully',
    photoUploadFailed: (message: string) => `Failed to upload photo: ${message}`,
    photoDeleted: 'Photo deleted successfully',
    photoDeleteFailed: (message: string) => `Failed to delete photo: ${message}`,
    photoDeleteConfirm: 'Are you sure you want to delete this photo?',
    noteAdded: 'Note added successfully',
    noteAddFailed: (message: string) => `Failed to add note: ${message}`,
    noteUpdated: 'Note updated successfully',
    noteUpdateFailed: (message: string) => `Failed to update note: ${message}`,
    noteDeleted: 'Note deleted successfully',
    noteDeleteFailed: (message: string) => `Failed to delete note: ${message}`,
    noteDeleteConfirm: 'Delete this note?',
    profileUpdated: 'Profile updated successfully',
    profileUpdateFailed: (message: string) => `Failed to update profile: ${message}`,
    added: 'Client added successfully',
    addFailed: (message: string) => `Failed to add client: ${message}`,
  },
  empty: {
    services: 'No services available',
    bookingInterests: 'No booking interests found',
    clientBookings: 'No bookings yet. Book your first appointment!',
    addOns: 'No add-ons configured for this service yet',
  },
} as const;
