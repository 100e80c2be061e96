-- SQL from Zero: practice dataset for "TiffinGo", a made-up food-delivery app.
-- All names, restaurants and numbers are invented for practice.
-- Orders cover 1 January to 31 March 2025 only.
-- Plain PostgreSQL; runs in one go on an empty database (and re-runs safely).

DROP TABLE IF EXISTS orders;
DROP TABLE IF EXISTS restaurants;
DROP TABLE IF EXISTS customers;
DROP TABLE IF EXISTS cities;

CREATE TABLE cities (
    id    integer PRIMARY KEY,
    name  text NOT NULL,
    state text NOT NULL
);

CREATE TABLE customers (
    id           integer PRIMARY KEY,
    name         text NOT NULL,
    city_id      integer REFERENCES cities (id),   -- NULL: customer did not give a city
    signed_up_on date NOT NULL,
    email        text                               -- NULL: no email on file
);

CREATE TABLE restaurants (
    id      integer PRIMARY KEY,
    name    text NOT NULL,
    city_id integer NOT NULL REFERENCES cities (id),
    cuisine text NOT NULL,
    rating  numeric(2,1)                            -- NULL: too new to be rated
);

CREATE TABLE orders (
    id               integer PRIMARY KEY,
    customer_id      integer NOT NULL REFERENCES customers (id),
    restaurant_id    integer NOT NULL REFERENCES restaurants (id),
    ordered_on       date NOT NULL,
    amount_inr       numeric(10,2) NOT NULL,
    status           text NOT NULL CHECK (status IN ('delivered', 'cancelled', 'refunded')),
    coupon_code      text,                          -- NULL: no coupon used
    delivery_minutes integer                        -- NULL: never delivered (cancelled)
);

INSERT INTO cities (id, name, state) VALUES
(1, 'Bengaluru', 'Karnataka'),
(2, 'Mumbai', 'Maharashtra'),
(3, 'Pune', 'Maharashtra'),
(4, 'Delhi', 'Delhi'),
(5, 'Hyderabad', 'Telangana'),
(6, 'Chennai', 'Tamil Nadu'),
(7, 'Jaipur', 'Rajasthan');

INSERT INTO customers (id, name, city_id, signed_up_on, email) VALUES
(1, 'Aarav Sharma', 1, '2024-03-12', 'aarav.sharma@gmail.com'),
(2, 'Priya Nair', 1, '2024-06-01', 'priya.nair@outlook.com'),
(3, 'Rohan Mehta', 2, '2024-01-20', 'rohan.m@gmail.com'),
(4, 'Sneha Kulkarni', 3, '2024-08-15', NULL),
(5, 'Vikram Singh', 4, '2023-11-05', 'vikram.singh@yahoo.co.in'),
(6, 'Ananya Iyer', 6, '2024-02-28', 'ananya.iyer@gmail.com'),
(7, 'Mohammed Irfan', 5, '2024-05-10', 'irfan.md@gmail.com'),
(8, 'Kavya Reddy', 5, '2024-12-02', NULL),
(9, 'Arjun Das', 1, '2025-01-05', 'arjun.das@gmail.com'),
(10, 'Neha Gupta', 4, '2024-09-19', 'neha.gupta@gmail.com'),
(11, 'Siddharth Joshi', 3, '2024-04-22', 'sid.joshi@outlook.com'),
(12, 'Fatima Shaikh', 2, '2024-07-30', NULL),
(13, 'Karthik Subramanian', 6, '2024-10-11', 'karthik.s@gmail.com'),
(14, 'Pooja Verma', 4, '2025-01-18', 'pooja.verma@gmail.com'),
(15, 'Rahul Yadav', 2, '2025-02-03', NULL),
(16, 'Divya Menon', 1, '2024-11-25', 'divya.menon@gmail.com'),
(17, 'Harpreet Kaur', 4, '2025-02-20', 'harpreet.kaur@gmail.com'),
(18, 'Aditya Rao', 5, '2025-03-01', 'aditya.rao@gmail.com'),
(19, 'Meera Joshi', 7, '2025-01-27', 'meera.j@gmail.com'),
(20, 'Sanjay Patil', NULL, '2025-03-10', NULL);

INSERT INTO restaurants (id, name, city_id, cuisine, rating) VALUES
(1, 'Dosa Corner', 1, 'South Indian', 4.4),
(2, 'Bangalore Biryani House', 1, 'Biryani', 4.1),
(3, 'Green Bowl', 1, 'Healthy', NULL),
(4, 'Bombay Pav Bhaji Co', 2, 'Street Food', 4.3),
(5, 'Biryani Bhai', 2, 'Biryani', 3.7),
(6, 'Pune Misal Point', 3, 'Street Food', 4.6),
(7, 'Paratha Junction', 4, 'North Indian', 4.2),
(8, 'Chandni Chowk Sweets', 4, 'Desserts', 3.9),
(9, 'Nizam Biryani Darbar', 5, 'Biryani', 4.5),
(10, 'Dragon Wok', 5, 'Chinese', 3.6),
(11, 'Chennai Tiffin Centre', 6, 'South Indian', 4.7),
(12, 'Anna Idli Kadai', 6, 'South Indian', NULL);

INSERT INTO orders (id, customer_id, restaurant_id, ordered_on, amount_inr, status, coupon_code, delivery_minutes) VALUES
(1, 5, 8, '2025-01-01', 1449.00, 'delivered', NULL, 21),
(2, 8, 9, '2025-01-01', 655.50, 'delivered', NULL, 30),
(3, 3, 4, '2025-01-06', 549.00, 'cancelled', NULL, NULL),
(4, 1, 1, '2025-01-07', 609.50, 'delivered', NULL, 31),
(5, 16, 2, '2025-01-07', 979.00, 'delivered', NULL, 29),
(6, 9, 2, '2025-01-10', 1060.00, 'delivered', 'WELCOME50', 18),
(7, 12, 5, '2025-01-10', 540.00, 'delivered', NULL, 27),
(8, 4, 6, '2025-01-11', 349.00, 'cancelled', NULL, NULL),
(9, 6, 11, '2025-01-16', 589.00, 'delivered', NULL, 23),
(10, 5, 8, '2025-01-19', 1795.00, 'delivered', NULL, 24),
(11, 1, 1, '2025-01-20', 229.00, 'delivered', NULL, 21),
(12, 3, 5, '2025-01-20', 1419.00, 'delivered', 'SAVE20', 48),
(13, 16, 2, '2025-01-24', 1060.00, 'delivered', 'FEAST100', 50),
(14, 2, 2, '2025-01-25', 549.00, 'delivered', NULL, 49),
(15, 16, 2, '2025-01-26', 859.50, 'delivered', NULL, 49),
(16, 7, 10, '2025-01-29', 529.00, 'refunded', NULL, 33),
(17, 12, 5, '2025-01-31', 690.00, 'refunded', NULL, 24),
(18, 14, 8, '2025-02-01', 1030.00, 'delivered', 'WELCOME50', 49),
(19, 5, 8, '2025-02-03', 1499.50, 'delivered', NULL, 28),
(20, 10, 7, '2025-02-03', 315.00, 'delivered', NULL, 51),
(21, 16, 2, '2025-02-03', 1380.00, 'refunded', NULL, 26),
(22, 5, 7, '2025-02-06', 599.50, 'delivered', 'FEAST100', 41),
(23, 15, 5, '2025-02-07', 420.00, 'delivered', 'WELCOME50', 35),
(24, 1, 1, '2025-02-11', 295.00, 'cancelled', NULL, NULL),
(25, 10, 8, '2025-02-11', 1220.00, 'delivered', 'SAVE20', 29),
(26, 14, 8, '2025-02-11', 380.50, 'delivered', NULL, 22),
(27, 3, 4, '2025-02-13', 185.00, 'delivered', NULL, 46),
(28, 13, 11, '2025-02-13', 330.50, 'delivered', NULL, 47),
(29, 6, 11, '2025-02-16', 205.00, 'delivered', NULL, 28),
(30, 1, 2, '2025-02-20', 450.50, 'cancelled', NULL, NULL),
(31, 4, 6, '2025-02-20', 330.00, 'delivered', NULL, 23),
(32, 15, 4, '2025-02-20', 179.00, 'cancelled', NULL, NULL),
(33, 13, 11, '2025-02-21', 510.00, 'delivered', NULL, 22),
(34, 14, 8, '2025-02-22', 235.50, 'delivered', NULL, 32),
(35, 3, 5, '2025-02-23', 1195.00, 'cancelled', NULL, NULL),
(36, 5, 7, '2025-02-23', 320.00, 'delivered', NULL, 40),
(37, 10, 7, '2025-02-23', 400.50, 'delivered', 'FEAST100', 38),
(38, 13, 11, '2025-02-23', 550.00, 'delivered', NULL, 20),
(39, 11, 6, '2025-02-27', 159.00, 'refunded', NULL, 30),
(40, 6, 11, '2025-03-02', 259.00, 'delivered', NULL, 51),
(41, 18, 9, '2025-03-03', 420.00, 'cancelled', 'WELCOME50', NULL),
(42, 3, 4, '2025-03-04', 400.00, 'delivered', NULL, 43),
(43, 4, 6, '2025-03-05', 190.00, 'delivered', NULL, 29),
(44, 7, 9, '2025-03-06', 890.00, 'delivered', 'FEAST100', 35),
(45, 9, 3, '2025-03-06', 580.00, 'cancelled', NULL, NULL),
(46, 11, 6, '2025-03-06', 359.00, 'delivered', NULL, 51),
(47, 7, 10, '2025-03-10', 560.00, 'refunded', NULL, 40),
(48, 7, 10, '2025-03-11', 380.50, 'delivered', NULL, 48),
(49, 10, 8, '2025-03-11', 1790.00, 'delivered', 'FEAST100', 24),
(50, 11, 6, '2025-03-13', 400.00, 'delivered', 'SAVE20', 38),
(51, 18, 10, '2025-03-14', 460.50, 'cancelled', NULL, NULL),
(52, 2, 3, '2025-03-15', 529.00, 'delivered', NULL, 41),
(53, 2, 2, '2025-03-16', 850.00, 'delivered', NULL, 51),
(54, 6, 12, '2025-03-19', 165.00, 'delivered', NULL, 40),
(55, 8, 10, '2025-03-20', 489.00, 'delivered', NULL, 43),
(56, 8, 9, '2025-03-21', 1240.00, 'delivered', 'FEAST100', 19),
(57, 9, 1, '2025-03-22', 600.50, 'delivered', NULL, 55),
(58, 2, 2, '2025-03-23', 1055.00, 'delivered', 'SAVE20', 28),
(59, 1, 1, '2025-03-25', 450.00, 'delivered', NULL, 24),
(60, 12, 5, '2025-03-27', 1390.00, 'delivered', 'SAVE20', 50);
