//! The `tl.*` builtins and tensor methods.

use super::*;

pub(super) struct Args {
    vals: Vec<Option<Val>>,
}

/// `tl.dot`'s parameters, in order.
const DOT_PARAMS: &[&str] =
    &["input", "other", "acc", "input_precision", "allow_tf32", "max_num_imprecise_acc", "out_dtype"];

/// Tensor methods: `x.name(...)` is `tl.name(x, ...)`.
pub(super) const TENSOR_METHODS: &[&str] = &[
    "to",
    "sum",
    "max",
    "min",
    "argmax",
    "argmin",
    "reshape",
    "view",
    "broadcast_to",
    "expand_dims",
    "trans",
    "permute",
    "exp",
    "exp2",
    "log",
    "log2",
    "sqrt",
    "rsqrt",
    "sin",
    "cos",
    "abs",
    "xor_sum",
    "sigmoid",
    "floor",
    "ceil",
    "cumsum",
    "cumprod",
    "reduce_or",
    // more of upstream's tensor member functions
    "cast",
    "split",
    "ravel",
    "flip",
    "softmax",
    "reduce",
    "erf",
    "sqrt_rn",
    "cdiv",
    "store",
    "atomic_add",
    "atomic_and",
    "atomic_max",
    "atomic_min",
    "atomic_or",
    "atomic_xchg",
    "atomic_xor",
    "atomic_cas",
];

impl Args {
    pub(super) fn get(&self, i: usize) -> Option<Val> {
        self.vals.get(i).cloned().flatten()
    }
}

impl<'a> Lowerer<'a> {
    /// Match positional and keyword arguments to parameter names.
    pub(super) fn bind(
        &self,
        fname: &str,
        args: Vec<Val>,
        kwargs: Vec<(String, Val)>,
        names: &[&str],
        at: &Json,
    ) -> R<Args> {
        if args.len() > names.len() {
            return Err(
                self.err_at(at, &format!("tl.{fname}() takes at most {} arguments, got {}", names.len(), args.len()))
            );
        }
        let mut vals: Vec<Option<Val>> = vec![None; names.len()];
        for (i, a) in args.into_iter().enumerate() {
            vals[i] = Some(a);
        }
        for (k, v) in kwargs {
            match names.iter().position(|n| *n == k) {
                Some(i) => vals[i] = Some(v),
                None => {
                    // Hints that change nothing here (cache_modifier, eviction_policy, ...) are accepted.
                    const IGNORED: &[&str] = &[
                        "cache_modifier",
                        "eviction_policy",
                        "volatile",
                        "boundary_check",
                        "padding_option",
                        "num_stages",
                        "loop_unroll_factor",
                        "disallow_acc_multi_buffer",
                        "flatten",
                        "warp_specialize",
                        "sanitize_overflow",
                        "propagate_nan",
                        "tie_break_left",
                        "return_indices_tie_break_left",
                        "can_reorder",
                        "fp_downcast_rounding",
                    ];
                    if !IGNORED.contains(&k.as_str()) {
                        return Err(self.err_at(at, &format!("tl.{fname}() got an unexpected keyword argument '{k}'")));
                    }
                }
            }
        }
        Ok(Args { vals })
    }

    /// Whether a `propagate_nan` argument asks for NaNs to propagate (`tl.PropagateNan.ALL`);
    /// NONE (the default) keeps the other operand, as `maxnum`.
    fn propagate_nan_all(&self, v: Option<Val>, at: &Json) -> R<bool> {
        match v {
            None | Some(Val::Py(Py::None)) => Ok(false),
            Some(Val::Py(p)) if p.as_int() == Some(0) => Ok(false),
            Some(Val::Py(p)) if p.as_int() == Some(0xFFFF) => Ok(true),
            Some(other) => Err(self.err_at(
                at,
                &format!(
                    "propagate_nan must be tl.PropagateNan.NONE or tl.PropagateNan.ALL, got {}",
                    self.describe(&other)
                ),
            )),
        }
    }

    /// `where(v != v, v, r)`: `r`, or `v` where `v` is NaN (floats only; ints have no NaN).
    fn nan_if_nan(&mut self, v: &Val, r: Val, at: &Json) -> R<Val> {
        let Val::Ir(rid) = r else { return Ok(r) };
        if !self.ty(rid).dtype.is_float() {
            return Ok(r);
        }
        let isnan = self.compare("NotEq", v.clone(), v.clone(), at)?;
        self.builtin("where", vec![isnan, v.clone(), Val::Ir(rid)], vec![], at)
    }

    pub(super) fn need(&self, a: &Args, i: usize, fname: &str, pname: &str, at: &Json) -> R<Val> {
        a.get(i).ok_or_else(|| self.err_at(at, &format!("tl.{fname}() missing required argument '{pname}'")))
    }

    pub(super) fn const_int(&self, v: &Val, what: &str, at: &Json) -> R<i64> {
        match v {
            Val::Py(p) if p.as_int().is_some() => Ok(p.as_int().unwrap()),
            _ => Err(self.err_at(at, &format!("{what} must be a constexpr integer, got {}", self.describe(v)))),
        }
    }

    pub(super) fn shape_arg(&self, v: &Val, at: &Json) -> R<Vec<i64>> {
        match v {
            Val::Tuple(t) => t.iter().map(|x| self.const_int(x, "shape dimensions", at)).collect(),
            other => Ok(vec![self.const_int(other, "shape", at)?]),
        }
    }

    pub(super) fn dtype_arg(&self, v: &Val, at: &Json) -> R<DType> {
        match v {
            Val::Dtype(d) => Ok(d.clone()),
            Val::Py(Py::Str(s)) => {
                Scalar::from_name(s).map(DType::Scalar).ok_or_else(|| self.err_at(at, &format!("unknown dtype '{s}'")))
            }
            other => Err(self.err_at(at, &format!("expected a dtype, got {}", self.describe(other)))),
        }
    }

    fn tensor(&mut self, v: Val, at: &Json) -> R<ValueId> {
        self.to_value(v, at)
    }

    pub(super) fn method(&mut self, name: &str, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        if let Val::Block(b) = &args[0] {
            let b = (**b).clone();
            return self.descriptor_method(&b, name, args[1..].to_vec(), kwargs, at);
        }
        match (&args[0], name) {
            (Val::Dtype(d), "is_floating") => return Ok(Val::Py(Py::Bool(d.is_float()))),
            (Val::Dtype(d), "is_int" | "is_integer") => return Ok(Val::Py(Py::Bool(d.is_int()))),
            (Val::Dtype(d), "is_ptr") => return Ok(Val::Py(Py::Bool(d.is_ptr()))),
            (Val::Dtype(d), "is_int_signed") => {
                return Ok(Val::Py(Py::Bool(d.scalar().is_some_and(|s| s.is_signed_int()))))
            }
            (Val::Dtype(d), "is_int_unsigned") => {
                return Ok(Val::Py(Py::Bool(d.scalar().is_some_and(|s| s.is_unsigned()))))
            }
            (Val::Dtype(d), "is_fp16") => return Ok(Val::Py(Py::Bool(d.scalar() == Some(Scalar::F16)))),
            (Val::Dtype(d), "is_bf16") => return Ok(Val::Py(Py::Bool(d.scalar() == Some(Scalar::BF16)))),
            (Val::Dtype(d), "is_fp32") => return Ok(Val::Py(Py::Bool(d.scalar() == Some(Scalar::F32)))),
            (Val::Dtype(d), "is_fp64") => return Ok(Val::Py(Py::Bool(d.scalar() == Some(Scalar::F64)))),
            _ => {}
        }
        if name == "item" {
            // the one element of a one-element tensor, as a scalar (max keeps its type)
            let n = match &args[0] {
                Val::Ir(id) => self.ty(*id).numel(),
                other => return Err(self.err_at(at, &format!("item() needs a tensor, got {}", self.describe(other)))),
            };
            if n != 1 {
                return Err(self.err_at(at, &format!("item() needs a tensor of one element, got {n}")));
            }
            return self.builtin("max", vec![args[0].clone()], vec![], at);
        }
        // methods written as @jit functions (`x.sort()`), sent by Python as `tensor.<name>`
        let func = &self.src.functions[&self.scopes.last().unwrap().func];
        if let Some(Val::Jit(key)) = func.globals.get(&format!("tensor.{name}")).and_then(global_val) {
            return self.inline_call(&key, args, kwargs, at);
        }
        if !TENSOR_METHODS.contains(&name) {
            return Err(self.err_at(at, &format!("tensor has no method '{name}'")));
        }
        let mapped = name;
        if matches!(name, "reshape" | "view" | "permute" | "trans") && args.len() > 2 {
            // x.reshape(a, b) spelled without a tuple.
            let obj = args[0].clone();
            let rest = Val::Tuple(args[1..].to_vec());
            return self.builtin(mapped, vec![obj, rest], kwargs, at);
        }
        self.builtin(mapped, args, kwargs, at)
    }

    /// `tl.dot` of `[..., M, K]` and `[..., K, N]` with more than one batch dimension, as a dot
    /// of `[B, M, K]` and `[B, K, N]` (`B` their product) reshaped back.
    fn dot_flattening_batches(&mut self, a: Args, tx: &Type, ty: &Type, at: &Json) -> R<Val> {
        let rank = tx.shape.len();
        let batch: i64 = tx.shape[..rank - 2].iter().product();
        let int = |n: i64| Val::Py(Py::Int(n));
        let flat = |shape: &[i64]| Val::Tuple([batch, shape[rank - 2], shape[rank - 1]].map(int).to_vec());
        let mut rest = vec![];
        for (i, v) in a.vals.into_iter().enumerate() {
            let v = match (i, v) {
                (0, Some(v)) => Some(self.builtin("reshape", vec![v, flat(&tx.shape)], vec![], at)?),
                (1, Some(v)) => Some(self.builtin("reshape", vec![v, flat(&ty.shape)], vec![], at)?),
                (2, Some(v)) if !matches!(v, Val::Py(Py::None)) => {
                    let mut acc_shape = tx.shape[..rank - 1].to_vec();
                    acc_shape.push(ty.shape[rank - 1]);
                    Some(self.builtin("reshape", vec![v, flat(&acc_shape)], vec![], at)?)
                }
                (_, v) => v,
            };
            rest.push(v);
        }
        let kwargs: Vec<(String, Val)> =
            DOT_PARAMS.iter().zip(rest).filter_map(|(n, v)| v.map(|v| (n.to_string(), v))).collect();
        let out = self.builtin("dot", vec![], kwargs, at)?;
        let mut shape: Vec<Val> = tx.shape[..rank - 1].iter().map(|d| int(*d)).collect();
        shape.push(int(ty.shape[rank - 1]));
        self.builtin("reshape", vec![out, Val::Tuple(shape)], vec![], at)
    }

    pub(super) fn builtin(&mut self, name: &str, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        match name {
            // `tl.tuple((a, b))`: a Python tuple here
            "tuple" if kwargs.is_empty() => self.py_builtin("tuple", args, at),
            "program_id" | "num_programs" => {
                let a = self.bind(name, args, kwargs, &["axis"], at)?;
                let axis = self.const_int(&self.need(&a, 0, name, "axis", at)?, "axis", at)?;
                if !(0..3).contains(&axis) {
                    return Err(self.err_at(at, &format!("{name} axis must be 0, 1, or 2 but got {axis}")));
                }
                let kind =
                    if name == "program_id" { OpKind::ProgramId(axis as u8) } else { OpKind::NumPrograms(axis as u8) };
                Ok(Val::Ir(self.emit1(kind, Type::scalar(DType::Scalar(Scalar::I32)))))
            }
            "arange" => {
                let a = self.bind(name, args, kwargs, &["start", "end"], at)?;
                let s = self.const_int(&self.need(&a, 0, name, "start", at)?, "arange start", at)?;
                let e = self.const_int(&self.need(&a, 1, name, "end", at)?, "arange end", at)?;
                let n = e - s;
                if n <= 0 || (n & (n - 1)) != 0 {
                    return Err(self.err_at(at, "arange's range must be a power of 2"));
                }
                Ok(Val::Ir(self.emit1(OpKind::Arange(s, e), Type::tensor(DType::Scalar(Scalar::I32), vec![n]))))
            }
            "full" | "zeros" => {
                let (shape, value, dtype) = if name == "zeros" {
                    let a = self.bind(name, args, kwargs, &["shape", "dtype"], at)?;
                    (self.need(&a, 0, name, "shape", at)?, Val::Py(Py::Int(0)), self.need(&a, 1, name, "dtype", at)?)
                } else {
                    let a = self.bind(name, args, kwargs, &["shape", "value", "dtype"], at)?;
                    (
                        self.need(&a, 0, name, "shape", at)?,
                        self.need(&a, 1, name, "value", at)?,
                        self.need(&a, 2, name, "dtype", at)?,
                    )
                };
                let shape = self.shape_arg(&shape, at)?;
                let dtype = self.dtype_arg(&dtype, at)?;
                let s = dtype.scalar().ok_or_else(|| self.err_at(at, "tl.full of pointers is not supported"))?;
                let v = self.typed_value(value, s, at)?;
                Ok(Val::Ir(self.broadcast_to(v, &shape, at)?))
            }
            "zeros_like" | "full_like" => {
                let a = self.bind(name, args, kwargs, &["input", "value", "dtype"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let ty = self.ty(x).clone();
                let value =
                    if name == "zeros_like" { Val::Py(Py::Int(0)) } else { self.need(&a, 1, name, "value", at)? };
                let dtype = match a.get(2) {
                    Some(Val::Py(Py::None)) | None => ty.dtype.clone(),
                    Some(d) => self.dtype_arg(&d, at)?,
                };
                let v = self.typed_value(value, dtype.scalar().unwrap_or(Scalar::I64), at)?;
                Ok(Val::Ir(self.broadcast_to(v, &ty.shape, at)?))
            }
            "load" | "store" => {
                let block = match (args.first(), kwargs.iter().find(|(k, _)| k == "pointer")) {
                    (Some(Val::Block(b)), _) | (_, Some((_, Val::Block(b)))) => Some((**b).clone()),
                    _ => None,
                };
                let store = name == "store";
                match block {
                    Some(b) => {
                        let value = if store {
                            args.get(1)
                                .cloned()
                                .or_else(|| kwargs.iter().find(|(k, _)| k == "value").map(|x| x.1.clone()))
                        } else {
                            None
                        };
                        self.block_load_store(store, &b, value, &kwargs, at)
                    }
                    None if store => self.store(args, kwargs, at),
                    None => self.load(args, kwargs, at),
                }
            }
            "make_block_ptr" => self.make_block_ptr(args, kwargs, at),
            "advance" => self.advance(args, kwargs, at),
            "make_tensor_descriptor" => self.make_tensor_descriptor(args, kwargs, at),
            "load_tensor_descriptor" | "store_tensor_descriptor" => {
                let (method, names): (&str, &[&str]) = if name == "load_tensor_descriptor" {
                    ("load", &["desc", "offsets"])
                } else {
                    ("store", &["desc", "offsets", "value"])
                };
                let a = self.bind(name, args, kwargs, names, at)?;
                let Val::Block(b) = self.need(&a, 0, name, "desc", at)? else {
                    return Err(self.err_at(at, &format!("tl.{name}: desc must be a tensor descriptor")));
                };
                let rest = (1..names.len()).map(|i| self.need(&a, i, name, names[i], at)).collect::<R<Vec<_>>>()?;
                self.descriptor_method(&b, method, rest, vec![], at)
            }
            "_experimental_descriptor_load" => self.experimental_descriptor(false, args, kwargs, at),
            "_experimental_descriptor_store" => self.experimental_descriptor(true, args, kwargs, at),
            "atomic_add" | "atomic_max" | "atomic_min" | "atomic_and" | "atomic_or" | "atomic_xor" | "atomic_xchg"
            | "atomic_cas" => self.atomic(name, args, kwargs, at),
            "where" => {
                let a = self.bind(name, args, kwargs, &["condition", "x", "y"], at)?;
                let c = self.tensor(self.need(&a, 0, name, "condition", at)?, at)?;
                let c = self.to_bool(c);
                let x = self.need(&a, 1, name, "x", at)?;
                let y = self.need(&a, 2, name, "y", at)?;
                let ptr_case = matches!(&x, Val::Ir(v) if self.ty(*v).dtype.is_ptr());
                let (x, y) = if ptr_case {
                    let x = self.tensor(x, at)?;
                    let y = self.tensor(y, at)?;
                    let shape = self.broadcast_shape(&self.ty(x).shape.clone(), &self.ty(y).shape.clone(), at)?;
                    (self.broadcast_to(x, &shape, at)?, self.broadcast_to(y, &shape, at)?)
                } else {
                    let dt = self.promote(&x, &y, at)?;
                    self.operands(x, y, dt, at)?
                };
                let shape = self.broadcast_shape(&self.ty(c).shape.clone(), &self.ty(x).shape.clone(), at)?;
                let c = self.broadcast_to(c, &shape, at)?;
                let x = self.broadcast_to(x, &shape, at)?;
                let y = self.broadcast_to(y, &shape, at)?;
                let ty = self.ty(x).clone();
                Ok(Val::Ir(self.emit1(OpKind::Select(c, x, y), ty)))
            }
            "minimum" | "maximum" => {
                let a = self.bind(name, args, kwargs, &["x", "y", "propagate_nan"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let y = self.need(&a, 1, name, "y", at)?;
                let all = self.propagate_nan_all(a.get(2), at)?;
                let m = self.bin(if name == "minimum" { BinOp::Min } else { BinOp::Max }, x.clone(), y.clone(), at)?;
                if all {
                    let m = self.nan_if_nan(&x, m, at)?;
                    self.nan_if_nan(&y, m, at)
                } else {
                    Ok(m)
                }
            }
            "clamp" => {
                let a = self.bind(name, args, kwargs, &["x", "min", "max", "propagate_nan"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let lo = self.need(&a, 1, name, "min", at)?;
                let hi = self.need(&a, 2, name, "max", at)?;
                let all = self.propagate_nan_all(a.get(3), at)?;
                let m = self.bin(BinOp::Max, x.clone(), lo, at)?;
                let m = self.bin(BinOp::Min, m, hi, at)?;
                if all {
                    self.nan_if_nan(&x, m, at)
                } else {
                    Ok(m)
                }
            }
            "exp" | "exp2" | "log" | "log2" | "sqrt" | "sqrt_rn" | "rsqrt" | "sin" | "cos" | "tan" | "tanh" | "abs"
            | "floor" | "ceil" | "erf" => {
                let a = self.bind(name, args, kwargs, &["x"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let x = self.tensor(x, at)?;
                let ty = self.ty(x).clone();
                let op = match name {
                    "exp" => UnOp::Exp,
                    "exp2" => UnOp::Exp2,
                    "log" => UnOp::Log,
                    "log2" => UnOp::Log2,
                    "sqrt" | "sqrt_rn" => UnOp::Sqrt,
                    "rsqrt" => UnOp::Rsqrt,
                    "sin" => UnOp::Sin,
                    "cos" => UnOp::Cos,
                    "tan" => UnOp::Tan,
                    "tanh" => UnOp::Tanh,
                    "abs" => UnOp::Abs,
                    "floor" => UnOp::Floor,
                    "ceil" => UnOp::Ceil,
                    _ => UnOp::Erf,
                };
                if ty.dtype.is_ptr() {
                    return Err(self.err_at(at, &format!("tl.{name} is not defined on pointers")));
                }
                if op == UnOp::Abs {
                    if ty.dtype.scalar().is_some_and(|s| s.is_unsigned()) {
                        return Ok(Val::Ir(x));
                    }
                    return Ok(Val::Ir(self.emit1(OpKind::Un(op, x), ty)));
                }
                if matches!(op, UnOp::Floor | UnOp::Ceil) && ty.dtype.is_int() {
                    return Ok(Val::Ir(x));
                }
                // Transcendentals on integers compute in fp32, as upstream does.
                let x = if ty.dtype.is_int() { self.cast(x, &DType::Scalar(Scalar::F32)) } else { x };
                let ty = self.ty(x).clone();
                Ok(Val::Ir(self.emit1(OpKind::Un(op, x), ty)))
            }
            "sigmoid" => {
                let a = self.bind(name, args, kwargs, &["x"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let neg = self.unaryop("USub", x, at)?;
                let e = self.builtin("exp", vec![neg], vec![], at)?;
                let d = self.bin(BinOp::Add, Val::Py(Py::Float(1.0)), e, at)?;
                self.bin(BinOp::Div, Val::Py(Py::Float(1.0)), d, at)
            }
            "fma" => {
                let a = self.bind(name, args, kwargs, &["x", "y", "z"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let y = self.need(&a, 1, name, "y", at)?;
                let z = self.need(&a, 2, name, "z", at)?;
                let d1 = self.promote(&x, &y, at)?;
                let zt = self.val_scalar(&z, at)?;
                let dt = match zt {
                    Ok(s) => promote_scalars(d1, s),
                    Err(p) => weak_promote(&p, d1),
                };
                let (x, y) = self.operands(x, y, dt, at)?;
                let (x, z) = self.operands(Val::Ir(x), z, dt, at)?;
                let (y, _) = self.operands(Val::Ir(y), Val::Ir(z), dt, at)?;
                let shape = self.ty(x).shape.clone();
                let y = self.broadcast_to(y, &shape, at)?;
                let ty = self.ty(x).clone();
                if dt.is_int() {
                    let m = self.emit1(OpKind::Bin(BinOp::Mul, x, y), ty.clone());
                    return Ok(Val::Ir(self.emit1(OpKind::Bin(BinOp::Add, m, z), ty)));
                }
                Ok(Val::Ir(self.emit1(OpKind::Fma(x, y, z), ty)))
            }
            "fdiv" | "div_rn" => {
                let a = self.bind(name, args, kwargs, &["x", "y", "ieee_rounding"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let y = self.need(&a, 1, name, "y", at)?;
                let ieee = name == "div_rn" || matches!(a.get(2), Some(Val::Py(p)) if p.truthy());
                self.bin(if ieee { BinOp::DivRn } else { BinOp::Div }, x, y, at)
            }
            "cdiv" => {
                let a = self.bind(name, args, kwargs, &["x", "div"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let d = self.need(&a, 1, name, "div", at)?;
                if let (Val::Py(Py::Int(x)), Val::Py(Py::Int(d))) = (&x, &d) {
                    if *d == 0 {
                        return Err(self.err_at(at, "cdiv by zero"));
                    }
                    return Ok(Val::Py(Py::Int((x + d - 1).div_euclid(*d))));
                }
                let s = self.bin(BinOp::Add, x, d.clone(), at)?;
                let s = self.bin(BinOp::Sub, s, Val::Py(Py::Int(1)), at)?;
                self.bin(BinOp::IDiv, s, d, at)
            }
            "next_power_of_2" => {
                let a = self.bind(name, args, kwargs, &["n"], at)?;
                let n = self.const_int(&self.need(&a, 0, name, "n", at)?, "n", at)?;
                Ok(Val::Py(Py::Int(if n <= 1 { 1 } else { 1i64 << (64 - ((n - 1) as u64).leading_zeros()) })))
            }
            "umulhi" => {
                // The high 32 bits of the unsigned 64-bit product (upstream: 32-bit integers).
                let a = self.bind(name, args, kwargs, &["x", "y"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let y = self.need(&a, 1, name, "y", at)?;
                let dt = self.promote(&x, &y, at)?;
                if !matches!(dt, Scalar::I32 | Scalar::U32) {
                    return Err(self.err_at(at, &format!("tl.umulhi needs 32-bit integers, got {}", dt.tl_name())));
                }
                let (x, y) = self.operands(x, y, dt, at)?;
                let wide = DType::Scalar(Scalar::U64);
                let u32t = DType::Scalar(Scalar::U32);
                let (x32, y32) = (self.cast(x, &u32t), self.cast(y, &u32t));
                let (ux, uy) = (self.cast(x32, &wide), self.cast(y32, &wide));
                let ty = self.ty(ux).clone();
                let p = self.emit1(OpKind::Bin(BinOp::Mul, ux, uy), ty.clone());
                let c32 = self.const_scalar(Const::Int(32), Scalar::U64);
                let shape = ty.shape.clone();
                let c32 = self.broadcast_to(c32, &shape, at)?;
                let hi = self.emit1(OpKind::Bin(BinOp::Shr, p, c32), ty);
                Ok(Val::Ir(self.cast(hi, &DType::Scalar(dt))))
            }
            "sum" | "max" | "min" | "argmax" | "argmin" | "xor_sum" | "reduce_or" | "reduce_and" => {
                self.reduce(name, args, kwargs, at)
            }
            "cumsum" | "cumprod" => {
                let a = self.bind(name, args, kwargs, &["input", "axis", "reverse", "dtype"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let ty = self.ty(x).clone();
                if !ty.is_tensor() {
                    return Ok(Val::Ir(x));
                }
                let r = ty.shape.len() as i64;
                let ax = match a.get(1) {
                    None | Some(Val::Py(Py::None)) => 0,
                    Some(v) => self.const_int(&v, "axis", at)?,
                };
                if ax < -r || ax >= r {
                    return Err(self.err_at(at, &format!("axis {ax} is out of range for {ty}")));
                }
                let axis = if ax < 0 { (ax + r) as usize } else { ax as usize };
                let reverse = matches!(a.get(2), Some(Val::Py(p)) if p.truthy());
                let s = ty.dtype.scalar().ok_or_else(|| self.err_at(at, "cannot scan pointers"))?;
                let out = if s.is_int() && s.bits() < 32 { Scalar::I32 } else { s };
                let x = self.cast(x, &DType::Scalar(out));
                let kind = if name == "cumsum" { ScanKind::Sum } else { ScanKind::Prod };
                let rty = ty.with_dtype(DType::Scalar(out));
                Ok(Val::Ir(self.emit1(OpKind::Scan { input: x, axis, kind, reverse }, rty)))
            }
            "reshape" | "view" => {
                let a = self.bind(name, args, kwargs, &["input", "shape"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let shape = self.shape_arg(&self.need(&a, 1, name, "shape", at)?, at)?;
                let ty = self.ty(x).clone();
                let n: i64 = shape.iter().product();
                if n != ty.numel().max(1) {
                    return Err(self.err_at(at, &format!("cannot reshape {ty} to {shape:?}: element counts differ")));
                }
                if ty.shape == shape {
                    return Ok(Val::Ir(x));
                }
                if !ty.is_tensor() {
                    return Ok(Val::Ir(self.emit1(OpKind::Splat(x), ty.with_shape(shape))));
                }
                Ok(Val::Ir(self.emit1(OpKind::Reshape(x), ty.with_shape(shape))))
            }
            "ravel" => {
                let a = self.bind(name, args, kwargs, &["input", "can_reorder"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let n = self.ty(x).numel().max(1);
                self.builtin("reshape", vec![Val::Ir(x), Val::Tuple(vec![Val::Py(Py::Int(n))])], vec![], at)
            }
            "unsqueeze" => {
                let a = self.bind(name, args, kwargs, &["input", "dim"], at)?;
                let x = self.need(&a, 0, name, "input", at)?;
                let dim = self.need(&a, 1, name, "dim", at)?;
                self.builtin("expand_dims", vec![x, dim], vec![], at)
            }
            "squeeze" => {
                let a = self.bind(name, args, kwargs, &["input", "dim"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let shape = self.ty(x).shape.clone();
                let dim = self.const_int(&self.need(&a, 1, name, "dim", at)?, "dim", at)?;
                let d = if dim < 0 { dim + shape.len() as i64 } else { dim };
                if d < 0 || d as usize >= shape.len() || shape[d as usize] != 1 {
                    return Err(self.err_at(
                        at,
                        &format!("tl.squeeze: dimension {dim} of a tile of shape {shape:?} is not of size 1"),
                    ));
                }
                let rest: Vec<Val> = shape
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != d as usize)
                    .map(|(_, n)| Val::Py(Py::Int(*n)))
                    .collect();
                self.builtin("reshape", vec![Val::Ir(x), Val::Tuple(rest)], vec![], at)
            }
            "add" | "sub" | "mul" => {
                let a = self.bind(name, args, kwargs, &["x", "y", "sanitize_overflow"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let y = self.need(&a, 1, name, "y", at)?;
                let op = match name {
                    "add" => "Add",
                    "sub" => "Sub",
                    _ => "Mult",
                };
                self.binop(op, x, y, at)
            }
            "softmax" => {
                // upstream's: x - max, exp, / sum, along `dim` (0 by default)
                let a = self.bind(name, args, kwargs, &["x", "dim", "keep_dims", "ieee_rounding"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                let dim = match a.get(1) {
                    None | Some(Val::Py(Py::None)) => Val::Py(Py::Int(0)),
                    Some(d) => d,
                };
                let keep = a.get(2).unwrap_or(Val::Py(Py::Bool(false)));
                let kw = vec![("keep_dims".to_string(), keep)];
                let m = self.builtin("max", vec![x.clone(), dim.clone()], kw.clone(), at)?;
                let z = self.binop("Sub", x, m, at)?;
                let num = self.builtin("exp", vec![z], vec![], at)?;
                let den = self.builtin("sum", vec![num.clone(), dim], kw, at)?;
                self.binop("Div", num, den, at)
            }
            "swizzle2d" => {
                // upstream's regrouping of a row-major (i, j) space into column groups of size_g
                let a = self.bind(name, args, kwargs, &["i", "j", "size_i", "size_j", "size_g"], at)?;
                let i = self.need(&a, 0, name, "i", at)?;
                let j = self.need(&a, 1, name, "j", at)?;
                let size_i = self.need(&a, 2, name, "size_i", at)?;
                let size_j = self.need(&a, 3, name, "size_j", at)?;
                let size_g = self.need(&a, 4, name, "size_g", at)?;
                let ij = self.binop("Mult", i, size_j.clone(), at)?;
                let ij = self.binop("Add", ij, j, at)?;
                let size_gj = self.binop("Mult", size_g.clone(), size_j, at)?;
                let group = self.binop("FloorDiv", ij.clone(), size_gj.clone(), at)?;
                let off_i = self.binop("Mult", group, size_g.clone(), at)?;
                let left = self.binop("Sub", size_i, off_i.clone(), at)?;
                let size_g = self.builtin("minimum", vec![left, size_g], vec![], at)?;
                let ij = self.binop("Mod", ij, size_gj, at)?;
                let within = self.binop("Mod", ij.clone(), size_g.clone(), at)?;
                let new_i = self.binop("Add", off_i, within, at)?;
                let new_j = self.binop("FloorDiv", ij, size_g, at)?;
                Ok(Val::Tuple(vec![new_i, new_j]))
            }
            "join" => {
                let a = self.bind(name, args, kwargs, &["a", "b"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "a", at)?, at)?;
                let y = self.tensor(self.need(&a, 1, name, "b", at)?, at)?;
                if self.ty(x).dtype != self.ty(y).dtype {
                    return Err(self.err_at(
                        at,
                        &format!(
                            "tl.join needs operands of one type, got {} and {}",
                            self.ty(x).dtype.tl_name(),
                            self.ty(y).dtype.tl_name()
                        ),
                    ));
                }
                let shape = self.broadcast_shape(&self.ty(x).shape.clone(), &self.ty(y).shape.clone(), at)?;
                let x = self.broadcast_to(x, &shape, at)?;
                let y = self.broadcast_to(y, &shape, at)?;
                let mut out = shape.clone();
                out.push(2);
                let ty = self.ty(x).with_shape(out);
                Ok(Val::Ir(self.emit1(OpKind::Join(x, y), ty)))
            }
            "split" => {
                let a = self.bind(name, args, kwargs, &["a"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "a", at)?, at)?;
                let ty = self.ty(x).clone();
                if ty.shape.last() != Some(&2) {
                    return Err(self.err_at(at, &format!("tl.split needs a last dimension of size 2, got {ty}")));
                }
                let part_ty = ty.with_shape(ty.shape[..ty.shape.len() - 1].to_vec());
                let p0 = self.emit1(OpKind::SplitPart(x, 0), part_ty.clone());
                let p1 = self.emit1(OpKind::SplitPart(x, 1), part_ty);
                Ok(Val::Tuple(vec![Val::Ir(p0), Val::Ir(p1)]))
            }
            "interleave" => {
                let a = self.bind(name, args, kwargs, &["a", "b"], at)?;
                let j = self.builtin(
                    "join",
                    vec![self.need(&a, 0, name, "a", at)?, self.need(&a, 1, name, "b", at)?],
                    vec![],
                    at,
                )?;
                let Val::Ir(j) = j else { unreachable!() };
                let mut shape = self.ty(j).shape.clone();
                shape.pop();
                if let Some(last) = shape.last_mut() {
                    *last *= 2;
                } else {
                    shape.push(2);
                }
                let ty = self.ty(j).with_shape(shape);
                Ok(Val::Ir(self.emit1(OpKind::Reshape(j), ty)))
            }
            "cat" => {
                let a = self.bind(name, args, kwargs, &["input", "other", "can_reorder", "dim"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let y = self.tensor(self.need(&a, 1, name, "other", at)?, at)?;
                let dim = match a.get(3) {
                    None | Some(Val::Py(Py::None)) => 0,
                    Some(d) => self.const_int(&d, "dim", at)?,
                };
                let (tx, ty_) = (self.ty(x).clone(), self.ty(y).clone());
                if tx != ty_ || !tx.is_tensor() {
                    return Err(
                        self.err_at(at, &format!("tl.cat needs two tensors of one type and shape, got {tx} and {ty_}"))
                    );
                }
                let rank = tx.shape.len() as i64;
                let dim = if dim < 0 { dim + rank } else { dim };
                if !(0..rank).contains(&dim) {
                    return Err(self.err_at(at, &format!("tl.cat: dim {dim} is out of range for rank {rank}")));
                }
                if dim != 0 {
                    // along another axis: that axis moved first, joined there, moved back
                    let d = dim as usize;
                    let to_front: Vec<Val> = std::iter::once(d)
                        .chain((0..rank as usize).filter(|i| *i != d))
                        .map(|i| Val::Py(Py::Int(i as i64)))
                        .collect();
                    let back: Vec<Val> = (0..rank as usize)
                        .map(|i| {
                            Val::Py(Py::Int(if i < d {
                                i as i64 + 1
                            } else if i == d {
                                0
                            } else {
                                i as i64
                            }))
                        })
                        .collect();
                    let xf = self.builtin("permute", vec![Val::Ir(x), Val::Tuple(to_front.clone())], vec![], at)?;
                    let yf = self.builtin("permute", vec![Val::Ir(y), Val::Tuple(to_front)], vec![], at)?;
                    let joined = self.builtin("cat", vec![xf, yf], vec![], at)?;
                    return self.builtin("permute", vec![joined, Val::Tuple(back)], vec![], at);
                }
                let n = tx.shape[0] * 2;
                if n & (n - 1) != 0 {
                    return Err(
                        self.err_at(at, &format!("tl.cat result must have a power-of-2 first dimension, got {n}"))
                    );
                }
                let mut shape = tx.shape.clone();
                shape[0] = n;
                let rty = tx.with_shape(shape);
                Ok(Val::Ir(self.emit1(OpKind::Cat(x, y), rty)))
            }
            "broadcast_to" => {
                let a = self.bind(name, args, kwargs, &["input", "shape"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let shape = self.shape_arg(&self.need(&a, 1, name, "shape", at)?, at)?;
                Ok(Val::Ir(self.broadcast_to(x, &shape, at)?))
            }
            "broadcast" => {
                let a = self.bind(name, args, kwargs, &["input", "other"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let y = self.tensor(self.need(&a, 1, name, "other", at)?, at)?;
                let shape = self.broadcast_shape(&self.ty(x).shape.clone(), &self.ty(y).shape.clone(), at)?;
                let x = self.broadcast_to(x, &shape, at)?;
                let y = self.broadcast_to(y, &shape, at)?;
                Ok(Val::Tuple(vec![Val::Ir(x), Val::Ir(y)]))
            }
            "expand_dims" => {
                let a = self.bind(name, args, kwargs, &["input", "axis"], at)?;
                let mut x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let axes = match self.need(&a, 1, name, "axis", at)? {
                    Val::Tuple(t) => t.iter().map(|v| self.const_int(v, "axis", at)).collect::<R<Vec<_>>>()?,
                    v => vec![self.const_int(&v, "axis", at)?],
                };
                let rank = self.ty(x).shape.len() as i64 + axes.len() as i64;
                let mut normalized = vec![];
                for a in axes {
                    if !(-rank..rank).contains(&a) {
                        let msg = format!("invalid axis {a}. Expected {} <= axis < {rank}", -rank);
                        return Err(self.err_at(at, &msg));
                    }
                    normalized.push(if a < 0 { a + rank } else { a });
                }
                let mut axes: Vec<usize> = normalized.iter().map(|a| *a as usize).collect();
                axes.sort();
                if axes.windows(2).any(|w| w[0] == w[1]) {
                    return Err(self.err_at(at, &format!("duplicate axes, normalized axes = {normalized:?}")));
                }
                for ax in axes {
                    x = self.expand_dims(x, ax, at)?;
                }
                Ok(Val::Ir(x))
            }
            "trans" | "permute" => {
                let a = self.bind(name, args, kwargs, &["input", "dims"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let ty = self.ty(x).clone();
                let rank = ty.shape.len();
                // no dims: trans swaps the last two axes (a batched transpose), as upstream
                let default: Vec<usize> = if name == "trans" {
                    if rank < 2 {
                        return Err(self.err_at(at, "tl.trans invoked with a 0- or 1-dimensional tensor"));
                    }
                    (0..rank - 2).chain([rank - 1, rank - 2]).collect()
                } else {
                    (0..rank).rev().collect()
                };
                let perm: Vec<usize> = match a.get(1) {
                    None | Some(Val::Py(Py::None)) => default,
                    Some(Val::Tuple(t)) if t.is_empty() => default,
                    Some(Val::Tuple(t)) => {
                        t.iter().map(|v| self.const_int(v, "dims", at).map(|i| i as usize)).collect::<R<_>>()?
                    }
                    Some(v) => vec![self.const_int(&v, "dims", at)? as usize],
                };
                let mut sorted = perm.clone();
                sorted.sort();
                if sorted != (0..ty.shape.len()).collect::<Vec<_>>() {
                    return Err(self.err_at(at, &format!("invalid permutation {perm:?} for {ty}")));
                }
                let shape = perm.iter().map(|p| ty.shape[*p]).collect();
                Ok(Val::Ir(self.emit1(OpKind::Permute(x, perm), ty.with_shape(shape))))
            }
            "dot" => {
                let a = self.bind(name, args, kwargs, DOT_PARAMS, at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let y = self.tensor(self.need(&a, 1, name, "other", at)?, at)?;
                let (tx, ty_) = (self.ty(x).clone(), self.ty(y).clone());
                let rank = tx.shape.len();
                if rank > 3 && ty_.shape.len() == rank && tx.shape[..rank - 2] == ty_.shape[..rank - 2] {
                    // several batch dimensions: one, then the result's shape back
                    return self.dot_flattening_batches(a, &tx, &ty_, at);
                }
                // [M, K] @ [K, N], or a batch of them: [B, M, K] @ [B, K, N].
                let fits = (rank == 2 || rank == 3)
                    && ty_.shape.len() == rank
                    && tx.shape[rank - 1] == ty_.shape[rank - 2]
                    && tx.shape[..rank - 2] == ty_.shape[..rank - 2];
                if !fits {
                    return Err(self.err_at(
                        at,
                        &format!(
                            "tl.dot needs [M, K] and [K, N] tiles (or batches of them: [..., M, K], [..., K, N]), got {tx} and {ty_}"
                        ),
                    ));
                }
                let in_s = tx.dtype.scalar().unwrap();
                let out_dtype = match a.get(6) {
                    None | Some(Val::Py(Py::None)) => None,
                    Some(v) => Some(self.dtype_arg(&v, at)?),
                };
                let f16 = DType::Scalar(Scalar::F16);
                // f16 operands with out_dtype=float16 accumulate in f16, as upstream's engines do.
                let f16_acc = in_s == Scalar::F16 && ty_.dtype == f16 && out_dtype.as_ref() == Some(&f16);
                let natural = if f16_acc {
                    Scalar::F16
                } else if in_s.is_float() {
                    if in_s == Scalar::F64 {
                        Scalar::F64
                    } else {
                        Scalar::F32
                    }
                } else {
                    Scalar::I32
                };
                // out_dtype names the result's type; other than f16 x f16 into f16, the product
                // is accumulated in the natural type (at least as precise as a narrower hardware
                // accumulator), then converted.
                let mut shape = tx.shape[..rank - 1].to_vec();
                shape.push(ty_.shape[rank - 1]);
                let given = match a.get(2) {
                    None | Some(Val::Py(Py::None)) => None,
                    Some(v) => Some(self.tensor(v, at)?),
                };
                if let (Some(o), Some(g)) = (&out_dtype, given) {
                    if &self.ty(g).dtype != o {
                        return Err(self.err_at(
                            at,
                            &format!("tl.dot: acc is {} but out_dtype is {}", self.ty(g).dtype.tl_name(), o.tl_name()),
                        ));
                    }
                }
                // As upstream: out_dtype picks the result type of f16 and fp8 operands only;
                // integer operands give int32, f32/bf16 ones f32 and f64 ones f64 whatever it says.
                let narrow = out_dtype
                    .as_ref()
                    .filter(|o| o.scalar() != Some(natural) && (in_s == Scalar::F16 || in_s.is_fp8()))
                    .cloned();
                let acc = match given {
                    None => {
                        let z = self.const_scalar(Const::Int(0), natural);
                        self.broadcast_to(z, &shape, at)?
                    }
                    Some(g) if narrow.is_some() || self.ty(g).dtype.scalar() != Some(natural) => {
                        self.cast(g, &DType::Scalar(natural))
                    }
                    Some(g) => g,
                };
                if self.ty(acc).shape != shape {
                    return Err(self.err_at(at, "tl.dot accumulator shape mismatch"));
                }
                let accty = self.ty(acc).clone();
                let s = accty.dtype.scalar().unwrap();
                // f16 x f16 and bf16 x bf16 into f32 stay as they are (the matrix engines take
                // them); any other mix is computed in the accumulator's type.
                let (sx, sy) = (tx.dtype.scalar().unwrap(), ty_.dtype.scalar().unwrap());
                // fp8 operands are exact in f16: they go through the f16 engines.
                let (x, y, sx, sy) = if sx.is_fp8() || sy.is_fp8() {
                    let h = DType::Scalar(Scalar::F16);
                    (self.cast(x, &h), self.cast(y, &h), Scalar::F16, Scalar::F16)
                } else {
                    (x, y, sx, sy)
                };
                let keep = (s == Scalar::F32 && sx == sy && matches!(sx, Scalar::F16 | Scalar::BF16))
                    || (s == Scalar::F16 && sx == Scalar::F16 && sy == Scalar::F16);
                let (x, y) =
                    if keep { (x, y) } else { (self.cast(x, &DType::Scalar(s)), self.cast(y, &DType::Scalar(s))) };
                // upstream's default for f32 operands on GPUs is tf32 (TRITON_F32_DEFAULT may name
                // another); allow_tf32=False and the other precisions ask for at least f32 accuracy
                let precision = match (a.get(3), a.get(4)) {
                    (Some(Val::Py(Py::Str(p))), _) => p.clone(),
                    (None | Some(Val::Py(Py::None)), Some(Val::Py(p))) if !matches!(p, Py::None) && !p.truthy() => {
                        "ieee".into()
                    }
                    (None | Some(Val::Py(Py::None)), _) => self.default_dot_precision.clone(),
                    (Some(other), _) => {
                        return Err(self.err_at(
                            at,
                            &format!("tl.dot: input_precision must be a string, got {}", self.describe(&other)),
                        ))
                    }
                };
                if !["tf32", "tf32x3", "ieee", "bf16x3", "bf16x6"].contains(&precision.as_str()) {
                    return Err(self.err_at(
                        at,
                        &format!(
                            "tl.dot: input_precision '{precision}' is not one of 'tf32', 'tf32x3', 'ieee', 'bf16x3', 'bf16x6'"
                        ),
                    ));
                }
                let all_f32 = sx == Scalar::F32 && sy == Scalar::F32 && s == Scalar::F32;
                let tf32 = precision == "tf32" && all_f32;
                let d = match precision.as_str() {
                    "tf32x3" | "bf16x3" | "bf16x6" if all_f32 => self.split_precision_dot(x, y, acc, &precision),
                    _ => self.emit1(OpKind::Dot { a: x, b: y, acc, tf32 }, accty),
                };
                Ok(Val::Ir(match narrow {
                    Some(o) => self.cast(d, &o),
                    None => d,
                }))
            }
            "multiple_of" | "max_contiguous" | "max_constancy" => {
                let a = self.bind(name, args, kwargs, &["input", "values"], at)?;
                let input = self.need(&a, 0, name, "input", at)?;
                let values = match self.need(&a, 1, name, "values", at)? {
                    Val::Tuple(t) => t,
                    one => vec![one],
                };
                let values = values
                    .iter()
                    .map(|v| self.const_int(v, &format!("tl.{name}'s values"), at))
                    .collect::<R<Vec<_>>>()?;
                if let Some(bad) = values.iter().find(|v| **v < 1) {
                    return Err(self.err_at(at, &format!("tl.{name}: values must be positive, got {bad}")));
                }
                let Val::Ir(v) = input else { return Ok(input) };
                let rank = self.types[v.0 as usize].shape.len().max(1);
                if values.len() != rank {
                    return Err(self
                        .err_at(at, &format!("tl.{name}: {} values given for an input of rank {rank}", values.len())));
                }
                // Only the last (contiguous) dimension's facts are tracked; as a power of two.
                let last = *values.last().unwrap();
                let fact = 1i64 << last.trailing_zeros().min(30);
                let h = self.hints.entry(v).or_default();
                match name {
                    "multiple_of" => h.divisibility = Some(fact),
                    "max_contiguous" => h.contiguity = Some(fact),
                    _ => h.constancy = Some(fact),
                }
                Ok(input)
            }
            "assume" => {
                let a = self.bind(name, args, kwargs, &["cond"], at)?;
                self.need(&a, 0, name, "cond", at)?;
                Ok(Val::Py(Py::None))
            }
            "static_assert" => {
                let a = self.bind(name, args, kwargs, &["cond", "msg"], at)?;
                match self.need(&a, 0, name, "cond", at)? {
                    Val::Py(p) if !p.truthy() => {
                        let msg = a
                            .get(1)
                            .map(|m| if let Val::Py(p) = m { p.repr() } else { String::new() })
                            .unwrap_or_default();
                        Err(self.err_at(at, &format!("static_assert failed: {msg}")))
                    }
                    Val::Py(_) => Ok(Val::Py(Py::None)),
                    _ => Err(self.err_at(at, "static_assert needs a constexpr condition")),
                }
            }
            "static_print" => {
                let parts: Vec<String> = args
                    .iter()
                    .map(|v| match v {
                        Val::Py(p) => p.repr(),
                        other => self.describe(other),
                    })
                    .collect();
                eprintln!("{}", parts.join(" "));
                Ok(Val::Py(Py::None))
            }
            "device_assert" => {
                let a = self.bind(name, args, kwargs, &["cond", "msg", "mask"], at)?;
                let cond = self.need(&a, 0, name, "cond", at)?;
                let msg = match a.get(1) {
                    Some(Val::Py(Py::Str(m))) => m,
                    _ => String::new(),
                };
                let cond = match a.get(2) {
                    // masked-off elements pass
                    Some(m @ Val::Ir(_)) => {
                        let off = self.builtin(
                            "where",
                            vec![m, Val::Py(Py::Bool(false)), Val::Py(Py::Bool(true))],
                            vec![],
                            at,
                        )?;
                        self.binop("BitOr", off, cond, at)?
                    }
                    _ => cond,
                };
                self.device_assert(cond, msg, at)?;
                Ok(Val::Py(Py::None))
            }
            "debug_barrier" => {
                self.bind(name, args, kwargs, &[], at)?;
                self.emit(OpKind::Barrier, vec![]);
                Ok(Val::Py(Py::None))
            }
            "device_print" => {
                let hex = match kwargs.iter().find(|(k, _)| k == "hex") {
                    Some((_, Val::Py(p))) => p.truthy(),
                    Some(_) => return Err(self.err_at(at, "tl.device_print: hex must be a constexpr bool")),
                    None => false,
                };
                if let Some((k, _)) = kwargs.iter().find(|(k, _)| k != "hex") {
                    return Err(self.err_at(at, &format!("tl.device_print() got an unexpected keyword argument '{k}'")));
                }
                let mut args = args.into_iter();
                let prefix = match args.next() {
                    Some(Val::Py(Py::Str(s))) => s,
                    Some(other) => {
                        return Err(self.err_at(
                            at,
                            &format!(
                                "tl.device_print: the prefix must be a string literal, got {}",
                                self.describe(&other)
                            ),
                        ))
                    }
                    None => return Err(self.err_at(at, "tl.device_print() missing required argument 'prefix'")),
                };
                self.device_print(prefix, args.collect(), hex, at)?;
                Ok(Val::Py(Py::None))
            }
            "assume_aligned" => Ok(Val::Py(Py::None)),
            "reduce" => {
                let a = self.bind(name, args, kwargs, &["input", "axis", "combine_fn", "keep_dims"], at)?;
                let input = self.need(&a, 0, name, "input", at)?;
                let axis = match a.get(1) {
                    None | Some(Val::Py(Py::None)) => None,
                    Some(v) => Some(self.const_int(&v, "axis", at)?),
                };
                let combine = self.need(&a, 2, name, "combine_fn", at)?;
                let keep_dims = matches!(a.get(3), Some(Val::Py(p)) if p.truthy());
                self.combine_reduce(input, axis, combine, keep_dims, at)
            }
            "associative_scan" => {
                let a = self.bind(name, args, kwargs, &["input", "axis", "combine_fn", "reverse"], at)?;
                let input = self.need(&a, 0, name, "input", at)?;
                let axis = self.const_int(&self.need(&a, 1, name, "axis", at)?, "axis", at)?;
                let combine = self.need(&a, 2, name, "combine_fn", at)?;
                let reverse = matches!(a.get(3), Some(Val::Py(p)) if p.truthy());
                self.combine_scan(input, axis, combine, reverse, at)
            }
            "flip" => {
                let a = self.bind(name, args, kwargs, &["x", "dim"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "x", at)?, at)?;
                let rank = self.ty(x).shape.len() as i64;
                let dim = match a.get(1) {
                    None | Some(Val::Py(Py::None)) => rank - 1,
                    Some(v) => self.const_int(&v, "dim", at)?,
                };
                if rank == 0 || !(-rank..rank).contains(&dim) {
                    return Err(self.err_at(at, &format!("tl.flip: dim {dim} is out of range for {}", self.ty(x))));
                }
                Ok(Val::Ir(self.flip(x, dim.rem_euclid(rank) as usize, at)?))
            }
            "to_tensor" => {
                let a = self.bind(name, args, kwargs, &["x"], at)?;
                let x = self.need(&a, 0, name, "x", at)?;
                Ok(Val::Ir(self.tensor(x, at)?))
            }
            "constexpr" => Ok(args.into_iter().next().unwrap_or(Val::Py(Py::None))),
            // upstream's `tl.core.constexpr_type(v)`: the type of the constexpr `v`
            "constexpr_type" => match args.as_slice() {
                [v] => Ok(Val::ConstexprType(Box::new(v.clone()))),
                _ => Err(self.err_at(at, "constexpr_type() takes one value")),
            },
            "to" | "cast" => {
                let a = self.bind(name, args, kwargs, &["input", "dtype", "fp_downcast_rounding", "bitcast"], at)?;
                let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
                let d = self.dtype_arg(&self.need(&a, 1, name, "dtype", at)?, at)?;
                let bitcast = matches!(a.get(3), Some(Val::Py(p)) if p.truthy());
                // With a pointer on either side a bitcast is a cast, as upstream's.
                if self.ty(x).dtype.is_ptr() || d.is_ptr() {
                    return Ok(Val::Ir(self.pointer_cast(x, &d, at)?));
                }
                if bitcast {
                    let from = self.ty(x).dtype.clone();
                    let fb = from.scalar().map(|s| s.bits()).unwrap_or(64);
                    let tb = d.scalar().map(|s| s.bits()).unwrap_or(64);
                    if fb != tb {
                        return Err(self.err_at(
                            at,
                            &format!("cannot bitcast {} to {}: sizes differ", from.tl_name(), d.tl_name()),
                        ));
                    }
                    if from == d {
                        return Ok(Val::Ir(x));
                    }
                    let ty = self.ty(x).with_dtype(d);
                    return Ok(Val::Ir(self.emit1(OpKind::Bitcast(x), ty)));
                }
                Ok(Val::Ir(self.cast(x, &d)))
            }
            "range" | "static_range" => {
                Err(self.err_at(at, &format!("tl.{name} can only be used as the iterable of a for loop")))
            }
            "pointer_type" => {
                let a = self.bind(name, args, kwargs, &["element_ty", "address_space", "const"], at)?;
                let elem = self.dtype_arg(&self.need(&a, 0, name, "element_ty", at)?, at)?;
                if elem.is_ptr() {
                    return Err(self.err_at(at, "tl.pointer_type: pointers to pointers are not supported"));
                }
                if let Some(space) = a.get(1) {
                    let space = self.const_int(&space, "address_space", at)?;
                    if space != 1 {
                        return Err(self.err_at(
                            at,
                            &format!("tl.pointer_type: only address space 1 (global memory) is supported, got {space}"),
                        ));
                    }
                }
                Ok(Val::Dtype(DType::Ptr(Box::new(elem))))
            }
            "tensor" | "dtype" => Err(self.err_at(at, &format!("tl.{name}() cannot be called in a kernel"))),
            _ => Err(self.err_at(at, &format!("tl.{name} is not supported (unknown or not yet implemented builtin)"))),
        }
    }

    /// A cast with a pointer on either side, as upstream allows them: pointer to pointer, a
    /// 64-bit integer to a pointer (the address) and back, a pointer to bool (not null).
    fn pointer_cast(&mut self, x: ValueId, to: &DType, at: &Json) -> R<ValueId> {
        let ty = self.ty(x).clone();
        match (ty.dtype.scalar(), to.scalar()) {
            (None, None) => Ok(self.cast(x, to)),
            (Some(s), None) | (None, Some(s)) if s.is_int() && s.bits() == 64 => {
                Ok(self.emit1(OpKind::Cast(x), ty.with_dtype(to.clone())))
            }
            (None, Some(Scalar::I1)) => Ok(self.to_bool(x)),
            _ => Err(self.err_at(
                at,
                &format!(
                    "cannot cast {} to {} (a pointer converts to and from int64 or uint64, and to int1)",
                    ty.dtype.tl_name(),
                    to.tl_name()
                ),
            )),
        }
    }

    pub(super) fn load(&mut self, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        let a = self.bind("load", args, kwargs, &["pointer", "mask", "other"], at)?;
        let p = self.need(&a, 0, "load", "pointer", at)?;
        let p = match p {
            Val::Ir(v) if self.ty(v).dtype.is_ptr() => v,
            other => {
                return Err(self.err_at(
                    at,
                    &format!(
                        "tl.load: unsupported pointer type {} (expected a pointer or a tensor of pointers)",
                        self.describe(&other)
                    ),
                ))
            }
        };
        let (p, mask) = self.ptr_and_mask(p, a.get(1), at)?;
        let pty = self.ty(p).clone();
        let elem = pty.dtype.pointee().unwrap().clone();
        let Some(es) = elem.scalar() else {
            return Err(self.err_at(at, "tl.load of pointers to pointers is not supported"));
        };
        let other = match a.get(2) {
            None | Some(Val::Py(Py::None)) => None,
            Some(o) => {
                let o = self.typed_value(o, es, at)?;
                Some(self.broadcast_to(o, &pty.shape, at)?)
            }
        };
        let other = match (mask, other) {
            // Masked-off lanes read as zero when no `other` is given (upstream leaves them undefined).
            (Some(_), None) => {
                let z = self.const_scalar(Const::Int(0), es);
                Some(self.broadcast_to(z, &pty.shape, at)?)
            }
            (_, o) => o,
        };
        let mask_ = mask;
        let other_ = if mask_.is_some() { other } else { None };
        Ok(Val::Ir(self.emit1(OpKind::Load { ptr: p, mask: mask_, other: other_ }, pty.with_dtype(elem))))
    }

    /// `tl.atomic_*`: one atomic per element (where the mask holds), returning the old values.
    fn atomic(&mut self, name: &str, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        let kind = match name {
            "atomic_add" => AtomicKind::Add,
            "atomic_max" => AtomicKind::Max,
            "atomic_min" => AtomicKind::Min,
            "atomic_and" => AtomicKind::And,
            "atomic_or" => AtomicKind::Or,
            "atomic_xor" => AtomicKind::Xor,
            "atomic_xchg" => AtomicKind::Xchg,
            _ => AtomicKind::Cas,
        };
        let names: &[&str] = if kind == AtomicKind::Cas {
            &["pointer", "cmp", "val", "sem", "scope"]
        } else {
            &["pointer", "val", "mask", "sem", "scope"]
        };
        let a = self.bind(name, args, kwargs, names, at)?;
        let p = match self.need(&a, 0, name, "pointer", at)? {
            Val::Ir(v) if self.ty(v).dtype.is_ptr() => v,
            other => {
                return Err(self.err_at(
                    at,
                    &format!(
                        "tl.{name}: unsupported pointer type {} (expected a pointer or a tensor of pointers)",
                        self.describe(&other)
                    ),
                ))
            }
        };
        if self.is_const_ptr(p) {
            return Err(self.err_at(at, "Cannot store to a constant pointer"));
        }
        let elem = self.ty(p).dtype.pointee().unwrap().clone();
        let Some(es) = elem.scalar() else {
            return Err(self.err_at(at, &format!("tl.{name} on pointers to pointers is not supported")));
        };
        let word = matches!(es.bits(), 32 | 64);
        let supported = match kind {
            AtomicKind::Add => word || matches!(es, Scalar::F16 | Scalar::BF16),
            AtomicKind::Max | AtomicKind::Min | AtomicKind::Xchg => word,
            AtomicKind::And | AtomicKind::Or | AtomicKind::Xor => word && es.is_int(),
            AtomicKind::Cas => word || es.bits() == 16,
        };
        if !supported || es.is_bool() {
            return Err(self.err_at(at, &format!("tl.{name} does not support {} elements", es.tl_name())));
        }
        let string_arg = |v: Option<Val>, what: &str, default: &str| -> Result<String, String> {
            match v {
                None | Some(Val::Py(Py::None)) => Ok(default.to_string()),
                Some(Val::Py(Py::Str(s))) => Ok(s),
                Some(_) => Err(format!("tl.{name}: {what} must be a string")),
            }
        };
        let sem_name = string_arg(a.get(3), "sem", "acq_rel").map_err(|e| self.err_at(at, &e))?;
        let sem = MemSem::from_name(&sem_name).ok_or_else(|| {
            self.err_at(
                at,
                &format!("tl.{name}: sem must be one of 'acquire', 'release', 'acq_rel', 'relaxed', got '{sem_name}'"),
            )
        })?;
        let scope_name = string_arg(a.get(4), "scope", "gpu").map_err(|e| self.err_at(at, &e))?;
        let scope = MemScope::from_name(&scope_name).ok_or_else(|| {
            self.err_at(at, &format!("tl.{name}: scope must be one of 'gpu', 'cta', 'sys', got '{scope_name}'"))
        })?;
        let (val, cmp, mask) = if kind == AtomicKind::Cas {
            (self.need(&a, 2, name, "val", at)?, Some(self.need(&a, 1, name, "cmp", at)?), None)
        } else {
            (self.need(&a, 1, name, "val", at)?, None, a.get(2))
        };
        // The pointer, value, comparand and mask broadcast to one shape; values take the pointee type.
        let val = self.typed_value(val, es, at)?;
        let cmp = match cmp {
            Some(c) => Some(self.typed_value(c, es, at)?),
            None => None,
        };
        let mut shape = self.broadcast_shape(&self.ty(p).shape.clone(), &self.ty(val).shape.clone(), at)?;
        if let Some(c) = cmp {
            shape = self.broadcast_shape(&shape, &self.ty(c).shape.clone(), at)?;
        }
        let p = self.broadcast_to(p, &shape, at)?;
        let (p, mask) = self.ptr_and_mask(p, mask, at)?;
        let shape = self.ty(p).shape.clone();
        let val = self.broadcast_to(val, &shape, at)?;
        let cmp = match cmp {
            Some(c) => Some(self.broadcast_to(c, &shape, at)?),
            None => None,
        };
        let rty = Type::tensor(elem.clone(), shape.clone());
        if es.is_float() && matches!(kind, AtomicKind::Max | AtomicKind::Min) {
            return Ok(Val::Ir(self.float_atomic_minmax(kind, p, val, mask, sem, scope, es, at)?));
        }
        Ok(Val::Ir(self.emit1(OpKind::Atomic { kind, ptr: p, val, cmp, mask, sem, scope }, rty)))
    }

    /// Float max/min through integer atomics on the bits (upstream's way): for values >= +0 the
    /// signed integer max (min) orders as the floats do; for negative values the unsigned min (max).
    #[allow(clippy::too_many_arguments)]
    fn float_atomic_minmax(
        &mut self,
        kind: AtomicKind,
        p: ValueId,
        val: ValueId,
        mask: Option<ValueId>,
        sem: MemSem,
        scope: MemScope,
        es: Scalar,
        at: &Json,
    ) -> R<ValueId> {
        let shape = self.ty(p).shape.clone();
        let signed = Scalar::int_of_width(es.bits(), false);
        let unsigned = Scalar::int_of_width(es.bits(), true);
        let bool_ty = Type::tensor(DType::Scalar(Scalar::I1), shape.clone());
        // Sign bit clear (+0.0 and positive values, NaN with a clear sign bit too).
        let bits = self.emit1(OpKind::Bitcast(val), Type::tensor(DType::Scalar(signed), shape.clone()));
        let izero = self.const_scalar(Const::Int(0), signed);
        let izero = self.broadcast_to(izero, &shape, at)?;
        let pos = self.emit1(OpKind::Cmp(CmpOp::Ge, bits, izero), bool_ty.clone());
        let neg = self.emit1(OpKind::Un(UnOp::Not, pos), bool_ty.clone());
        let (pos_mask, neg_mask) = match mask {
            Some(m) => (
                self.emit1(OpKind::Bin(BinOp::And, m, pos), bool_ty.clone()),
                self.emit1(OpKind::Bin(BinOp::And, m, neg), bool_ty.clone()),
            ),
            None => (pos, neg),
        };
        let (pos_kind, neg_kind) = if kind == AtomicKind::Max {
            (AtomicKind::Max, AtomicKind::Min)
        } else {
            (AtomicKind::Min, AtomicKind::Max)
        };
        let mut olds = vec![];
        for (s, k, m) in [(signed, pos_kind, pos_mask), (unsigned, neg_kind, neg_mask)] {
            let ity = Type::tensor(DType::Scalar(s), shape.clone());
            let ip =
                self.emit1(OpKind::Bitcast(p), Type::tensor(DType::Ptr(Box::new(DType::Scalar(s))), shape.clone()));
            let iv = self.emit1(OpKind::Bitcast(val), ity.clone());
            olds.push(
                self.emit1(OpKind::Atomic { kind: k, ptr: ip, val: iv, cmp: None, mask: Some(m), sem, scope }, ity),
            );
        }
        let ity = Type::tensor(DType::Scalar(signed), shape.clone());
        let uold = self.emit1(OpKind::Bitcast(olds[1]), ity.clone());
        let old = self.emit1(OpKind::Select(pos, olds[0], uold), ity);
        Ok(self.emit1(OpKind::Bitcast(old), Type::tensor(DType::Scalar(es), shape)))
    }

    fn ptr_and_mask(&mut self, p: ValueId, mask: Option<Val>, at: &Json) -> R<(ValueId, Option<ValueId>)> {
        let mask = match mask {
            None | Some(Val::Py(Py::None)) => return Ok((p, None)),
            Some(Val::Py(Py::Bool(true))) => return Ok((p, None)),
            Some(m) => {
                let m = self.tensor(m, at)?;
                if !self.ty(m).dtype.is_bool() {
                    return Err(self.err_at(at, &format!("mask must be a boolean tensor, got {}", self.ty(m))));
                }
                m
            }
        };
        let shape = self.broadcast_shape(&self.ty(p).shape.clone(), &self.ty(mask).shape.clone(), at)?;
        let p = self.broadcast_to(p, &shape, at)?;
        let mask = self.broadcast_to(mask, &shape, at)?;
        Ok((p, Some(mask)))
    }

    pub(super) fn store(&mut self, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        let a = self.bind("store", args, kwargs, &["pointer", "value", "mask"], at)?;
        let p = self.need(&a, 0, "store", "pointer", at)?;
        let p = match p {
            Val::Ir(v) if self.ty(v).dtype.is_ptr() => v,
            other => {
                return Err(self.err_at(
                    at,
                    &format!(
                        "tl.store: unsupported pointer type {} (expected a pointer or a tensor of pointers)",
                        self.describe(&other)
                    ),
                ))
            }
        };
        if self.is_const_ptr(p) {
            return Err(self.err_at(at, "Cannot store to a constant pointer"));
        }
        let value = self.need(&a, 1, "store", "value", at)?;
        let value = self.tensor(value, at)?;
        // The pointer takes the value's shape if the value is larger.
        let vshape = self.ty(value).shape.clone();
        let shape = self.broadcast_shape(&self.ty(p).shape.clone(), &vshape, at)?;
        let p = self.broadcast_to(p, &shape, at)?;
        let (p, mask) = self.ptr_and_mask(p, a.get(2), at)?;
        let pty = self.ty(p).clone();
        let elem = pty.dtype.pointee().unwrap().clone();
        let v = self.cast(value, &elem);
        let v = self.broadcast_to(v, &pty.shape, at)?;
        self.emit(OpKind::Store { ptr: p, value: v, mask }, vec![]);
        Ok(Val::Py(Py::None))
    }

    /// `v` with its dimensions in `perm` order (a no-op for the identity).
    fn permuted(&mut self, v: ValueId, perm: &[usize]) -> ValueId {
        if perm.iter().enumerate().all(|(i, p)| i == *p) {
            return v;
        }
        let ty = self.ty(v).clone();
        let shape = perm.iter().map(|p| ty.shape[*p]).collect();
        self.emit1(OpKind::Permute(v, perm.to_vec()), ty.with_shape(shape))
    }

    pub(super) fn reshaped(&mut self, v: ValueId, shape: Vec<i64>) -> ValueId {
        let ty = self.ty(v).clone();
        if ty.shape == shape {
            return v;
        }
        self.emit1(OpKind::Reshape(v), ty.with_shape(shape))
    }

    /// The last dimension's pairs (x[2j], x[2j+1]) as two tiles.
    fn split_pairs(&mut self, v: ValueId) -> (ValueId, ValueId) {
        let ty = self.ty(v).clone();
        let n = *ty.shape.last().unwrap();
        let mut paired = ty.shape[..ty.shape.len() - 1].to_vec();
        paired.extend([n / 2, 2]);
        let p = self.reshaped(v, paired);
        let mut half = ty.shape.clone();
        *half.last_mut().unwrap() = n / 2;
        let a = self.emit1(OpKind::SplitPart(p, 0), ty.with_shape(half.clone()));
        let b = self.emit1(OpKind::SplitPart(p, 1), ty.with_shape(half));
        (a, b)
    }

    /// The tiles of a combine-function builtin's input (one tile, or a tuple of tiles of one
    /// non-empty shape) and whether it was a tuple.
    fn same_shape_tiles(&mut self, input: Val, name: &str, at: &Json) -> R<(Vec<ValueId>, bool)> {
        let (xs, tuple) = match input {
            Val::Tuple(items) => {
                let mut xs = vec![];
                for i in items {
                    xs.push(self.tensor(i, at)?);
                }
                (xs, true)
            }
            other => (vec![self.tensor(other, at)?], false),
        };
        let Some(first) = xs.first() else {
            return Err(self.err_at(at, &format!("{name} needs at least one tensor")));
        };
        let shape = self.ty(*first).shape.clone();
        if xs.iter().any(|x| self.ty(*x).shape != shape) || shape.is_empty() {
            return Err(self.err_at(at, &format!("{name} needs tensors of one shape")));
        }
        Ok((xs, tuple))
    }

    /// `tl.reduce(input, axis, combine_fn)`: a tree of `combine_fn` calls over adjacent pairs
    /// along `axis` (moved last), for one tile or a tuple of tiles of one shape (the combine
    /// function then takes the left values, then the right ones, as upstream's does).
    fn combine_reduce(&mut self, input: Val, axis: Option<i64>, combine: Val, keep_dims: bool, at: &Json) -> R<Val> {
        let (mut xs, tuple) = self.same_shape_tiles(input, "tl.reduce", at)?;
        let shape = self.ty(xs[0]).shape.clone();
        let rank = shape.len() as i64;
        let all_axes = axis.is_none();
        let axis = match axis {
            None => {
                let n = shape.iter().product();
                xs = xs.into_iter().map(|x| self.reshaped(x, vec![n])).collect();
                0
            }
            Some(a) if (-rank..rank).contains(&a) => a.rem_euclid(rank) as usize,
            Some(a) => return Err(self.err_at(at, &format!("tl.reduce: axis {a} is out of range for rank {rank}"))),
        };
        let r = self.ty(xs[0]).shape.len();
        let mut perm: Vec<usize> = (0..r).filter(|d| *d != axis).collect();
        perm.push(axis);
        xs = xs.into_iter().map(|x| self.permuted(x, &perm)).collect();
        while *self.ty(xs[0]).shape.last().unwrap() > 1 {
            let (left, right): (Vec<_>, Vec<_>) = xs.iter().map(|x| self.split_pairs(*x)).unzip();
            let args = left.into_iter().chain(right).map(Val::Ir).collect();
            let out = match &combine {
                Val::Jit(key) => self.inline_call(key, args, vec![], at)?,
                other => {
                    let what = self.describe(other);
                    return Err(
                        self.err_at(at, &format!("tl.reduce: combine_fn must be a @triton.jit function, got {what}"))
                    );
                }
            };
            let outs = match out {
                Val::Tuple(items) if items.len() == xs.len() => items,
                v if xs.len() == 1 => vec![v],
                _ => return Err(self.err_at(at, &format!("tl.reduce: combine_fn must return {} values", xs.len()))),
            };
            xs = outs.into_iter().map(|v| self.tensor(v, at)).collect::<R<_>>()?;
        }
        let mut results = vec![];
        for x in xs {
            let ty = self.ty(x).clone();
            let rest = ty.shape[..ty.shape.len() - 1].to_vec();
            let v = if rest.is_empty() {
                // one element left: a scalar (a sum of one element is that element)
                self.emit1(OpKind::Reduce { input: x, axis: 0, kind: ReduceKind::Sum }, Type::scalar(ty.dtype.clone()))
            } else {
                self.reshaped(x, rest)
            };
            let v = match (keep_dims, all_axes) {
                (false, _) => v,
                (true, true) => {
                    let ones = ty.with_shape(vec![1; shape.len()]);
                    if self.ty(v).is_tensor() {
                        self.emit1(OpKind::Reshape(v), ones)
                    } else {
                        self.emit1(OpKind::Splat(v), ones)
                    }
                }
                (true, false) => self.expand_dims(v, axis, at)?,
            };
            results.push(Val::Ir(v));
        }
        Ok(if tuple { Val::Tuple(results) } else { results.pop().unwrap() })
    }

    /// `tl.associative_scan(input, axis, combine_fn, reverse)`: the inclusive scan along `axis`
    /// (moved last) of one tile or a tuple of tiles of one shape, built from `combine_fn` calls
    /// by recursive pairing: the pairs' combined values are scanned at half the length; the odd
    /// positions take that scan, the even ones combine the previous pair's prefix with their own
    /// element.
    fn combine_scan(&mut self, input: Val, axis: i64, combine: Val, reverse: bool, at: &Json) -> R<Val> {
        let (xs, tuple) = self.same_shape_tiles(input, "tl.associative_scan", at)?;
        let shape = self.ty(xs[0]).shape.clone();
        let rank = shape.len() as i64;
        if !(-rank..rank).contains(&axis) {
            return Err(self.err_at(at, &format!("tl.associative_scan: axis {axis} is out of range for rank {rank}")));
        }
        let axis = axis.rem_euclid(rank) as usize;
        let n = shape[axis];
        if n & (n - 1) != 0 {
            return Err(self.err_at(at, &format!("tl.associative_scan needs a power-of-2 axis, got {n}")));
        }
        if !matches!(combine, Val::Jit(_)) {
            let what = self.describe(&combine);
            return Err(
                self.err_at(at, &format!("tl.associative_scan: combine_fn must be a @triton.jit function, got {what}"))
            );
        }
        let r = shape.len();
        let mut perm: Vec<usize> = (0..r).filter(|d| *d != axis).collect();
        perm.push(axis);
        let mut inverse = vec![0; r];
        for (i, p) in perm.iter().enumerate() {
            inverse[*p] = i;
        }
        let mut xs: Vec<ValueId> = xs.into_iter().map(|x| self.permuted(x, &perm)).collect();
        if reverse {
            xs = xs.into_iter().map(|x| self.flip(x, r - 1, at)).collect::<R<_>>()?;
        }
        let mut ys = self.scan_last(xs, &combine, at)?;
        if reverse {
            ys = ys.into_iter().map(|y| self.flip(y, r - 1, at)).collect::<R<_>>()?;
        }
        let ys: Vec<Val> = ys.into_iter().map(|y| Val::Ir(self.permuted(y, &inverse))).collect();
        Ok(if tuple { Val::Tuple(ys) } else { ys.into_iter().next().unwrap() })
    }

    fn call_combine(&mut self, combine: &Val, left: &[ValueId], right: &[ValueId], at: &Json) -> R<Vec<ValueId>> {
        let Val::Jit(key) = combine else { unreachable!("checked by the caller") };
        let args = left.iter().chain(right).map(|v| Val::Ir(*v)).collect();
        let out = self.inline_call(key, args, vec![], at)?;
        let outs = match out {
            Val::Tuple(items) if items.len() == left.len() => items,
            v if left.len() == 1 => vec![v],
            _ => {
                return Err(
                    self.err_at(at, &format!("tl.associative_scan: combine_fn must return {} values", left.len()))
                )
            }
        };
        let outs: Vec<ValueId> = outs.into_iter().map(|v| self.tensor(v, at)).collect::<R<_>>()?;
        // Values keep their tile shape (a combine of scalars' broadcasts stays a tile).
        Ok(outs)
    }

    fn scan_last(&mut self, xs: Vec<ValueId>, combine: &Val, at: &Json) -> R<Vec<ValueId>> {
        let ty = self.ty(xs[0]).clone();
        let n = *ty.shape.last().unwrap();
        if n == 1 {
            return Ok(xs);
        }
        let (e, o): (Vec<_>, Vec<_>) = xs.iter().map(|x| self.split_pairs(*x)).unzip();
        let pairs = self.call_combine(combine, &e, &o, at)?;
        let t = self.scan_last(pairs, combine, at)?;
        let prev: Vec<ValueId> = t.iter().map(|v| self.shifted_right(*v)).collect();
        let with_prev = self.call_combine(combine, &prev, &e, at)?;
        // position 0 of each row has no previous pair
        let half = n / 2;
        let r = ty.shape.len();
        let b = DType::Scalar(Scalar::I1);
        let idx = self.emit1(OpKind::Arange(0, half), Type::tensor(DType::Scalar(Scalar::I32), vec![half]));
        let zero = self.const_scalar(Const::Int(0), Scalar::I32);
        let zero = self.emit1(OpKind::Splat(zero), Type::tensor(DType::Scalar(Scalar::I32), vec![half]));
        let first = self.emit1(OpKind::Cmp(CmpOp::Eq, idx, zero), Type::tensor(b.clone(), vec![half]));
        let mut ones = vec![1; r - 1];
        ones.push(half);
        let first = self.reshaped(first, ones);
        let mut full = ty.shape[..r - 1].to_vec();
        full.push(half);
        let first = if self.ty(first).shape != full {
            self.emit1(OpKind::Broadcast(first), Type::tensor(b, full.clone()))
        } else {
            first
        };
        let mut out = vec![];
        for k in 0..xs.len() {
            let ety = self.ty(with_prev[k]).clone();
            let even = self.emit1(OpKind::Select(first, e[k], with_prev[k]), ety);
            let Val::Ir(j) = self.builtin("join", vec![Val::Ir(even), Val::Ir(t[k])], vec![], at)? else {
                unreachable!("join makes a tile")
            };
            let mut flat = ty.shape[..r - 1].to_vec();
            flat.push(n);
            out.push(self.reshaped(j, flat));
        }
        Ok(out)
    }

    /// `t` moved one place along its last dimension: element k is t[k - 1] (element 0 is
    /// t[0]), by the same pairing: s[2j] = t[2j - 1] (an odd element shifted), s[2j + 1] = t[2j].
    fn shifted_right(&mut self, t: ValueId) -> ValueId {
        let ty = self.ty(t).clone();
        let n = *ty.shape.last().unwrap();
        if n == 1 {
            return t;
        }
        let (t0, t1) = self.split_pairs(t);
        let s1 = self.shifted_right(t1);
        let mut paired = ty.shape.clone();
        *paired.last_mut().unwrap() = n / 2;
        paired.push(2);
        let j = self.emit1(OpKind::Join(s1, t0), ty.with_shape(paired));
        self.reshaped(j, ty.shape)
    }

    /// `x` reversed along `dim`: halves swapped, then each half reversed, down to single elements.
    fn flip(&mut self, x: ValueId, dim: usize, at: &Json) -> R<ValueId> {
        let ty = self.ty(x).clone();
        let r = ty.shape.len();
        let n = ty.shape[dim];
        if n & (n - 1) != 0 {
            return Err(self.err_at(at, &format!("tl.flip needs a power-of-2 dimension, got {ty}")));
        }
        let mut perm: Vec<usize> = (0..r).filter(|d| *d != dim).collect();
        perm.push(dim);
        let mut v = self.permuted(x, &perm);
        let outer: Vec<i64> = self.ty(v).shape[..r - 1].to_vec();
        // Bit by bit from the top: [.., 2, rest] -> swap the pair of halves.
        let mut size = n;
        while size > 1 {
            let half = size / 2;
            let groups = n / size;
            let mut s = outer.clone();
            s.extend([groups, 2, half]);
            let g = self.reshaped(v, s.clone());
            let k = s.len();
            let mut to_last: Vec<usize> = (0..k).collect();
            to_last.swap(k - 2, k - 1);
            let g = self.permuted(g, &to_last); // [.., groups, half, 2]
            let pty = self.ty(g).clone();
            let part = pty.with_shape(pty.shape[..k - 1].to_vec());
            let lo = self.emit1(OpKind::SplitPart(g, 0), part.clone());
            let hi = self.emit1(OpKind::SplitPart(g, 1), part);
            let Val::Ir(j) = self.builtin("join", vec![Val::Ir(hi), Val::Ir(lo)], vec![], at)? else {
                unreachable!("join makes a tile")
            };
            let back = self.permuted(j, &to_last); // [.., groups, 2, half]
            let mut flat = outer.clone();
            flat.push(n);
            v = self.reshaped(back, flat);
            size = half;
        }
        let mut inverse = vec![0; r];
        for (i, p) in perm.iter().enumerate() {
            inverse[*p] = i;
        }
        Ok(self.permuted(v, &inverse))
    }

    fn reduce(&mut self, name: &str, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        let names: &[&str] = match name {
            "argmax" | "argmin" => &["input", "axis", "tie_break_left", "keep_dims"],
            "max" | "min" => &["input", "axis", "return_indices", "return_indices_tie_break_left", "keep_dims"],
            _ => &["input", "axis", "keep_dims", "dtype"],
        };
        let a = self.bind(name, args, kwargs, names, at)?;
        let x = self.tensor(self.need(&a, 0, name, "input", at)?, at)?;
        let keep_idx = names.iter().position(|n| *n == "keep_dims").unwrap();
        let keep_dims = matches!(a.get(keep_idx), Some(Val::Py(p)) if p.truthy());
        if matches!(name, "max" | "min") && matches!(a.get(2), Some(Val::Py(p)) if p.truthy()) {
            let v = self.reduce(
                name,
                vec![Val::Ir(x), a.get(1).unwrap_or(Val::Py(Py::None))],
                vec![("keep_dims".into(), Val::Py(Py::Bool(keep_dims)))],
                at,
            )?;
            let i = self.reduce(
                if name == "max" { "argmax" } else { "argmin" },
                vec![Val::Ir(x), a.get(1).unwrap_or(Val::Py(Py::None))],
                vec![("keep_dims".into(), Val::Py(Py::Bool(keep_dims)))],
                at,
            )?;
            return Ok(Val::Tuple(vec![v, i]));
        }
        let ty = self.ty(x).clone();
        if !ty.is_tensor() {
            return Ok(Val::Ir(x));
        }
        if ty.dtype.is_ptr() {
            return Err(self.err_at(at, "cannot reduce pointers"));
        }
        let axis = match a.get(1) {
            None | Some(Val::Py(Py::None)) => None,
            Some(v) => {
                let ax = self.const_int(&v, "axis", at)?;
                let r = ty.shape.len() as i64;
                if ax < -r || ax >= r {
                    return Err(self.err_at(at, &format!("axis {ax} is out of range for {ty}")));
                }
                Some(if ax < 0 { (ax + r) as usize } else { ax as usize })
            }
        };
        let (input, axis) = match axis {
            Some(ax) => (x, ax),
            None => {
                let flat = if ty.shape.len() > 1 {
                    self.emit1(OpKind::Reshape(x), ty.with_shape(vec![ty.numel()]))
                } else {
                    x
                };
                (flat, 0)
            }
        };
        let ity = self.ty(input).clone();
        let kind = match name {
            "sum" => ReduceKind::Sum,
            "max" => ReduceKind::Max,
            "min" => ReduceKind::Min,
            "argmax" => ReduceKind::ArgMax,
            "argmin" => ReduceKind::ArgMin,
            "xor_sum" => ReduceKind::Xor,
            "reduce_and" => ReduceKind::And,
            _ => ReduceKind::Or,
        };
        let s = ity.dtype.scalar().unwrap();
        let out_dtype = match kind {
            ReduceKind::ArgMax | ReduceKind::ArgMin => Scalar::I32,
            ReduceKind::Sum => {
                let requested = match a.get(3) {
                    Some(Val::Py(Py::None)) | None => None,
                    Some(d) => self.dtype_arg(&d, at)?.scalar(),
                };
                match requested {
                    Some(r) => r,
                    None if s.is_int() && s.bits() < 32 => {
                        if s.is_unsigned() && s != Scalar::I1 {
                            Scalar::U32
                        } else {
                            Scalar::I32
                        }
                    }
                    None => s,
                }
            }
            _ => s,
        };
        let input = if kind == ReduceKind::Sum { self.cast(input, &DType::Scalar(out_dtype)) } else { input };
        let mut shape = ity.shape.clone();
        shape.remove(axis);
        let rty = Type::tensor(DType::Scalar(out_dtype), shape);
        let mut r = self.emit1(OpKind::Reduce { input, axis, kind }, rty);
        if keep_dims {
            match a.get(1) {
                None | Some(Val::Py(Py::None)) => {
                    let s1 = vec![1; ty.shape.len()];
                    let rt = self.ty(r).with_shape(s1);
                    r = self.emit1(OpKind::Splat(r), rt);
                }
                _ => r = self.expand_dims(r, axis, at)?,
            }
        }
        Ok(Val::Ir(r))
    }
}
