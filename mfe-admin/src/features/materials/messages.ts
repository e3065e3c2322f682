/**
 * See docs/product-rules.md#messages (the catalogue has no failure of its own for creating a material or
 * saving content).
 */
export const MATERIAL_CREATED = 'Material created successfully'
export const MATERIAL_UPDATED = 'Material updated successfully'
export const CONTENT_EDITED = 'Content successfully edited'
export const MATERIAL_EDIT_FAILED = 'Edit material failed'
export const MATERIAL_NOT_LOADED_TEXT = 'Material could not be loaded.'
