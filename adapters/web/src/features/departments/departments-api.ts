import { api } from '../../api/api';
import type {
  CreatedBody,
  DeleteRequest,
  DeleteResponse,
  NewAttractionRequest,
  NewMerchandiseRequest,
  NewRestaurantRequest,
  RestaurantExpenseRequest,
  UpdateAttractionRequest,
  UpdateAttractionResponse,
  UpdateMerchandiseRequest,
  UpdateMerchandiseResponse,
  UpdateRestaurantRequest,
  UpdateRestaurantResponse,
} from '../../../../contract/manager';
import type { MessageBody } from '../../../../contract/errors';

export type {
  DeleteResponse,
  NewAttractionRequest,
  NewMerchandiseRequest,
  NewRestaurantRequest,
  RestaurantExpenseRequest,
  UpdateAttractionRequest,
  UpdateMerchandiseRequest,
  UpdateRestaurantRequest,
};

/**
 * The manager's department writes (docs/manager-calls.md). Each one invalidates the public
 * list it changes (the attractions, shop and tickets features provide those tags), so the
 * forms here and the visitor pages show the change at once. An attraction's name also appears
 * in the maintenance requests, hence 'Maintenance' on its writes.
 */
export const departmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /expense-restaurant: 201 { message: 'Expense Submitted' }. */
    submitRestaurantExpense: build.mutation<MessageBody, RestaurantExpenseRequest>({
      query: (body) => ({ url: '/expense-restaurant', method: 'POST', body }),
    }),
    /** POST /insert-new-attractions: 201 { message, id }; the server opens it (status 1). */
    addAttraction: build.mutation<CreatedBody, NewAttractionRequest>({
      query: (body) => ({ url: '/insert-new-attractions', method: 'POST', body }),
      invalidatesTags: ['Attractions'],
    }),
    /** POST /update-attraction: 200; `status` is the open/closed switch. */
    updateAttraction: build.mutation<UpdateAttractionResponse, UpdateAttractionRequest>({
      query: (body) => ({ url: '/update-attraction', method: 'POST', body }),
      invalidatesTags: ['Attractions', 'Maintenance'],
    }),
    /** POST /delete-attraction: deleted, or retired when orders or requests refer to it. */
    deleteAttraction: build.mutation<DeleteResponse, DeleteRequest>({
      query: (body) => ({ url: '/delete-attraction', method: 'POST', body }),
      invalidatesTags: ['Attractions', 'Maintenance'],
    }),
    /** POST /insert-new-merch: 201 { message: 'Success in adding Merchandise', id }. */
    addMerchandise: build.mutation<CreatedBody, NewMerchandiseRequest>({
      query: (body) => ({ url: '/insert-new-merch', method: 'POST', body }),
      invalidatesTags: ['Merchandise'],
    }),
    /** POST /update-merch: 200 { message: 'Success in updating Merchandise', merchandise }. */
    updateMerchandise: build.mutation<UpdateMerchandiseResponse, UpdateMerchandiseRequest>({
      query: (body) => ({ url: '/update-merch', method: 'POST', body }),
      invalidatesTags: ['Merchandise'],
    }),
    /** POST /delete-merch: deleted, or retired when an order line refers to it. */
    deleteMerchandise: build.mutation<DeleteResponse, DeleteRequest>({
      query: (body) => ({ url: '/delete-merch', method: 'POST', body }),
      invalidatesTags: ['Merchandise'],
    }),
    /** POST /insert-new-rest: 201 { message: 'Success in adding Restaurant', id }. */
    addRestaurant: build.mutation<CreatedBody, NewRestaurantRequest>({
      query: (body) => ({ url: '/insert-new-rest', method: 'POST', body }),
      invalidatesTags: ['Restaurants'],
    }),
    /** POST /update-rest: 200 { message: 'Success in updating Restaurant', restaurant }. */
    updateRestaurant: build.mutation<UpdateRestaurantResponse, UpdateRestaurantRequest>({
      query: (body) => ({ url: '/update-rest', method: 'POST', body }),
      invalidatesTags: ['Restaurants'],
    }),
    /** POST /delete-rest: deleted, or retired when a voucher or an expense refers to it. */
    deleteRestaurant: build.mutation<DeleteResponse, DeleteRequest>({
      query: (body) => ({ url: '/delete-rest', method: 'POST', body }),
      invalidatesTags: ['Restaurants'],
    }),
  }),
});

export const {
  useSubmitRestaurantExpenseMutation,
  useAddAttractionMutation,
  useUpdateAttractionMutation,
  useDeleteAttractionMutation,
  useAddMerchandiseMutation,
  useUpdateMerchandiseMutation,
  useDeleteMerchandiseMutation,
  useAddRestaurantMutation,
  useUpdateRestaurantMutation,
  useDeleteRestaurantMutation,
} = departmentsApi;
