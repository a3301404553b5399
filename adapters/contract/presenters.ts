import type {
  Attraction,
  Merchandise,
  Restaurant,
  WeatherRecord,
} from '../../core/catalog/catalog';
import { centsToDollars } from '../../core/shared/money';
import type { Employee, User } from '../../core/accounts/people';
import type { EmployeeBody, UserBody } from './auth';
import type {
  AttractionBody,
  CurrentWeatherBody,
  MerchandiseBody,
  RestaurantBody,
} from './catalog';

// Core types to the spec's bodies, in one place. Money leaves as dollars; hashes never leave.

/** A visitor account as GET /api/user shows it. */
export function toUserBody(user: User): UserBody {
  return {
    UserID: user.id,
    UName: user.fullname,
    UEmail: user.email,
    address: user.address,
    city: user.city,
    state: user.state,
    zipcode: user.zipcode,
  };
}

/** An employee as GET /api/employee shows it (id and StaffID are the same number). */
export function toEmployeeBody(employee: Employee): EmployeeBody {
  return {
    id: employee.id,
    StaffID: employee.id,
    name: employee.name,
    SRole: employee.role,
    phoneNumber: employee.phoneNumber,
    email: employee.email,
    address: employee.address,
    city: employee.city,
    state: employee.state,
    zipcode: employee.zipcode,
    ...(employee.mustChangePassword ? { mustChangePassword: true as const } : {}),
  };
}

/** An attraction of GET /attractions; status 1 is open, 0 closed. */
export function toAttractionBody(attraction: Attraction): AttractionBody {
  return {
    attractionID: attraction.id,
    name: attraction.name,
    type: attraction.type,
    description: attraction.description,
    shortDescription: attraction.shortDescription,
    thrillLevel: attraction.thrillLevel,
    heightRequirement: attraction.heightRequirement,
    image: attraction.image,
    status: attraction.open ? 1 : 0,
  };
}

/** A restaurant of GET /get-rest, its voucher amount in dollars. */
export function toRestaurantBody(restaurant: Restaurant): RestaurantBody {
  return {
    id: restaurant.id,
    name: restaurant.name,
    type: restaurant.type,
    amount: centsToDollars(restaurant.amount),
    description: restaurant.description,
    image: restaurant.image,
  };
}

/** A shop item of GET /get-merch, its costs in dollars. */
export function toMerchandiseBody(item: Merchandise): MerchandiseBody {
  return {
    MId: item.id,
    name: item.name,
    type: item.type,
    supplierCost: centsToDollars(item.supplierCost),
    sellingCost: centsToDollars(item.sellingCost),
    image: item.image,
  };
}

/** GET /current-weather: the day's record as the one element of `requests`. */
export function toCurrentWeatherBody(record: WeatherRecord): CurrentWeatherBody {
  return { requests: [{ weatherStatus: record.condition, date: record.date }] };
}
