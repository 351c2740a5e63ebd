//! The Python builtins that look at objects rather than compute: `getattr`, `hasattr` and
//! `isinstance`, on the compile-time objects of a kernel (modules, dtypes, constexprs) and on
//! tensors. As upstream, constexpr arguments are seen as their Python values.

use super::*;

/// Attributes of every tensor besides its methods.
const TENSOR_ATTRS: &[&str] = &["dtype", "shape", "numel", "T", "type"];

/// Methods of dtypes (see `method`) and their attributes.
const DTYPE_ATTRS: &[&str] = &[
    "primitive_bitwidth",
    "name",
    "is_floating",
    "is_int",
    "is_integer",
    "is_ptr",
    "is_int_signed",
    "is_int_unsigned",
    "is_fp16",
    "is_bf16",
    "is_fp32",
    "is_fp64",
];

impl<'a> Lowerer<'a> {
    pub(super) fn reflect_builtin(&mut self, name: &str, args: Vec<Val>, e: &Json) -> R<Val> {
        match name {
            "getattr" => {
                if !(2..=3).contains(&args.len()) {
                    return Err(self.err_at(e, "getattr() takes an object, an attribute name and an optional default"));
                }
                let attr = self.attr_name(&args[1], "getattr", e)?;
                if let (Some(default), Ok(false)) = (args.get(2), self.has_attr(&args[0], &attr, e)) {
                    return Ok(default.clone());
                }
                self.attribute(args[0].clone(), &attr, e)
            }
            "hasattr" => {
                if args.len() != 2 {
                    return Err(self.err_at(e, "hasattr() takes an object and an attribute name"));
                }
                let attr = self.attr_name(&args[1], "hasattr", e)?;
                Ok(Val::Py(Py::Bool(self.has_attr(&args[0], &attr, e)?)))
            }
            _ => {
                if args.len() != 2 {
                    return Err(self.err_at(e, "isinstance() takes an object and a class (or a tuple of classes)"));
                }
                Ok(Val::Py(Py::Bool(self.is_instance(&args[0], &args[1], e)?)))
            }
        }
    }

    fn attr_name(&self, v: &Val, who: &str, e: &Json) -> R<String> {
        match v {
            Val::Py(Py::Str(s)) => Ok(s.clone()),
            other => Err(self.err_at(
                e,
                &format!("{who}(): the attribute name must be a constexpr string, got {}", self.describe(other)),
            )),
        }
    }

    /// Whether `obj.attr` exists, as `attribute` resolves it.
    fn has_attr(&self, obj: &Val, attr: &str, e: &Json) -> R<bool> {
        Ok(match obj {
            Val::Ir(v) => {
                TENSOR_ATTRS.contains(&attr)
                    || builtins::TENSOR_METHODS.contains(&attr)
                    || matches!(attr, "item" | "to")
                    || (attr == "element_ty" && self.ty(*v).dtype.is_ptr())
            }
            Val::Py(p) => match attr {
                "value" | "type" => true,
                "dtype" | "to" => py_tensor_scalar(p).is_some(),
                _ => false,
            },
            Val::Tuple(_) => attr == "type",
            Val::Dtype(d) => DTYPE_ATTRS.contains(&attr) || (attr == "element_ty" && d.is_ptr()),
            Val::Builtin(b) if b == "PropagateNan" => matches!(attr, "NONE" | "ALL"),
            Val::UserModule(path) => {
                let dotted = format!("{path}.{attr}");
                self.src.functions[&self.scopes.last().unwrap().func].globals.contains_key(&dotted)
            }
            other => {
                return Err(
                    self.err_at(e, &format!("hasattr() on {} is not supported in kernels", self.describe(other)))
                )
            }
        })
    }

    /// `isinstance(obj, cls)` for the classes kernels can name: `tl.tensor`, `tl.dtype`,
    /// `tl.pointer_type`, `tl.constexpr` (which no unwrapped value is) and Python's int, float,
    /// bool, str and tuple.
    fn is_instance(&self, obj: &Val, cls: &Val, e: &Json) -> R<bool> {
        if let Val::Tuple(classes) = cls {
            for c in classes {
                if self.is_instance(obj, c, e)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        let class = match cls {
            Val::Builtin(b) | Val::PyBuiltin(b) => b.as_str(),
            other => {
                return Err(self.err_at(e, &format!("isinstance(): {} is not a class", self.describe(other))));
            }
        };
        Ok(match class {
            "tensor" => matches!(obj, Val::Ir(_)),
            "dtype" => matches!(obj, Val::Dtype(_)),
            "pointer_type" => matches!(obj, Val::Dtype(d) if d.is_ptr()),
            "constexpr" => false,
            "int" => matches!(obj, Val::Py(Py::Int(_) | Py::Bool(_))),
            "float" => matches!(obj, Val::Py(Py::Float(_))),
            "bool" => matches!(obj, Val::Py(Py::Bool(_))),
            "str" => matches!(obj, Val::Py(Py::Str(_))),
            "tuple" => matches!(obj, Val::Tuple(_)),
            // the type of a constexpr (`x.type` of a constexpr `x`)
            "constexpr_type" => matches!(obj, Val::ConstexprType(_)),
            "tensor_descriptor" | "tensor_descriptor_base" => {
                matches!(obj, Val::Block(b) if b.kind == super::blocks::BlockKind::Descriptor)
            }
            other => {
                return Err(self.err_at(e, &format!("isinstance() with the class {other} is not supported in kernels")));
            }
        })
    }
}
