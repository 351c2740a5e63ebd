; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 3
  %20 = and i64 %19, 56
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr bfloat, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr bfloat, ptr addrspace(1) %26, i64 %20
  %28 = load <8 x bfloat>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <8 x bfloat> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = add nuw nsw i64 %21, 16
  %32 = trunc i64 %31 to i32
  %33 = shl i32 %32, 6
  br i1 %11, label %34, label %39

34: ; preds = %29
  %35 = sext i32 %33 to i64
  %36 = getelementptr bfloat, ptr addrspace(1) %1, i64 %35
  %37 = getelementptr bfloat, ptr addrspace(1) %36, i64 %20
  %38 = load <8 x bfloat>, ptr addrspace(1) %37, align 16
  br label %39

39: ; preds = %34, %29
  %40 = phi <8 x bfloat> [ %38, %34 ], [ zeroinitializer, %29 ]
  br i1 %11, label %41, label %46

41: ; preds = %39
  %42 = sext i32 %23 to i64
  %43 = getelementptr bfloat, ptr addrspace(1) %2, i64 %42
  %44 = getelementptr bfloat, ptr addrspace(1) %43, i64 %20
  %45 = load <8 x bfloat>, ptr addrspace(1) %44, align 16
  br label %46

46: ; preds = %41, %39
  %47 = phi <8 x bfloat> [ %45, %41 ], [ zeroinitializer, %39 ]
  br i1 %11, label %48, label %53

48: ; preds = %46
  %49 = sext i32 %33 to i64
  %50 = getelementptr bfloat, ptr addrspace(1) %2, i64 %49
  %51 = getelementptr bfloat, ptr addrspace(1) %50, i64 %20
  %52 = load <8 x bfloat>, ptr addrspace(1) %51, align 16
  br label %53

53: ; preds = %48, %46
  %54 = phi <8 x bfloat> [ %52, %48 ], [ zeroinitializer, %46 ]
  %55 = or i64 %20, 1
  %56 = or i64 %20, 2
  %57 = or i64 %20, 3
  %58 = or i64 %20, 4
  %59 = or i64 %20, 5
  %60 = or i64 %20, 6
  %61 = or i64 %20, 7
  %62 = and i64 %19, -64
  %63 = trunc i64 %19 to i32
  %64 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %63
  %65 = or i64 %55, %62
  %66 = trunc i64 %65 to i32
  %67 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %66
  %68 = or i64 %56, %62
  %69 = trunc i64 %68 to i32
  %70 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %69
  %71 = or i64 %57, %62
  %72 = trunc i64 %71 to i32
  %73 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %72
  %74 = or i64 %58, %62
  %75 = trunc i64 %74 to i32
  %76 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %75
  %77 = or i64 %59, %62
  %78 = trunc i64 %77 to i32
  %79 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %78
  %80 = or i64 %60, %62
  %81 = trunc i64 %80 to i32
  %82 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %81
  %83 = or i64 %61, %62
  %84 = trunc i64 %83 to i32
  %85 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %84
  %86 = shl i64 %31, 6
  %87 = or i64 %86, %20
  %88 = trunc i64 %87 to i32
  %89 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %88
  %90 = or i64 %86, %55
  %91 = trunc i64 %90 to i32
  %92 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %91
  %93 = or i64 %86, %56
  %94 = trunc i64 %93 to i32
  %95 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %94
  %96 = or i64 %86, %57
  %97 = trunc i64 %96 to i32
  %98 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %97
  %99 = or i64 %86, %58
  %100 = trunc i64 %99 to i32
  %101 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %100
  %102 = or i64 %86, %59
  %103 = trunc i64 %102 to i32
  %104 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %103
  %105 = or i64 %86, %60
  %106 = trunc i64 %105 to i32
  %107 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %106
  %108 = or i64 %86, %61
  %109 = trunc i64 %108 to i32
  %110 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %109
  %111 = add i32 %10, %22
  %112 = shl i32 %111, 6
  %113 = sext i32 %112 to i64
  %114 = getelementptr bfloat, ptr addrspace(1) %0, i64 %113
  %115 = getelementptr bfloat, ptr addrspace(1) %114, i64 %20
  %116 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %63
  %117 = add i32 %10, %32
  %118 = shl i32 %117, 6
  %119 = sext i32 %118 to i64
  %120 = getelementptr bfloat, ptr addrspace(1) %0, i64 %119
  %121 = getelementptr bfloat, ptr addrspace(1) %120, i64 %20
  %122 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %88
  %123 = add nuw nsw i64 %21, 32
  %124 = trunc i64 %123 to i32
  %125 = add i32 %10, %124
  %126 = shl i32 %125, 6
  %127 = sext i32 %126 to i64
  %128 = getelementptr bfloat, ptr addrspace(1) %0, i64 %127
  %129 = getelementptr bfloat, ptr addrspace(1) %128, i64 %20
  %130 = shl i64 %123, 6
  %131 = or i64 %130, %20
  %132 = trunc i64 %131 to i32
  %133 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %132
  %134 = add nuw nsw i64 %21, 48
  %135 = trunc i64 %134 to i32
  %136 = add i32 %10, %135
  %137 = shl i32 %136, 6
  %138 = sext i32 %137 to i64
  %139 = getelementptr bfloat, ptr addrspace(1) %0, i64 %138
  %140 = getelementptr bfloat, ptr addrspace(1) %139, i64 %20
  %141 = shl i64 %134, 6
  %142 = or i64 %141, %20
  %143 = trunc i64 %142 to i32
  %144 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %143
  %145 = and i64 %19, 24
  %146 = lshr i64 %19, 5
  %147 = or i64 %145, 1
  %148 = or i64 %145, 2
  %149 = or i64 %145, 3
  %150 = or i64 %145, 4
  %151 = or i64 %145, 5
  %152 = or i64 %145, 6
  %153 = or i64 %145, 7
  %154 = shl nuw nsw i64 %145, 6
  %155 = add nuw nsw i64 %154, %146
  %156 = trunc i64 %155 to i32
  %157 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %156
  %158 = shl nuw nsw i64 %147, 6
  %159 = add nuw nsw i64 %158, %146
  %160 = trunc i64 %159 to i32
  %161 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %160
  %162 = shl nuw nsw i64 %148, 6
  %163 = add nuw nsw i64 %162, %146
  %164 = trunc i64 %163 to i32
  %165 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %164
  %166 = shl nuw nsw i64 %149, 6
  %167 = add nuw nsw i64 %166, %146
  %168 = trunc i64 %167 to i32
  %169 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %168
  %170 = shl nuw nsw i64 %150, 6
  %171 = add nuw nsw i64 %170, %146
  %172 = trunc i64 %171 to i32
  %173 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %172
  %174 = shl nuw nsw i64 %151, 6
  %175 = add nuw nsw i64 %174, %146
  %176 = trunc i64 %175 to i32
  %177 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %176
  %178 = shl nuw nsw i64 %152, 6
  %179 = add nuw nsw i64 %178, %146
  %180 = trunc i64 %179 to i32
  %181 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %180
  %182 = shl nuw nsw i64 %153, 6
  %183 = add nuw nsw i64 %182, %146
  %184 = trunc i64 %183 to i32
  %185 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %184
  %186 = mul i64 %146, 40
  %187 = add i64 %186, %145
  %188 = trunc i64 %187 to i32
  %189 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %188
  %190 = add nuw nsw i64 %146, 32
  %191 = add nuw nsw i64 %190, %154
  %192 = trunc i64 %191 to i32
  %193 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %192
  %194 = add nuw nsw i64 %158, %190
  %195 = trunc i64 %194 to i32
  %196 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %195
  %197 = add nuw nsw i64 %162, %190
  %198 = trunc i64 %197 to i32
  %199 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %198
  %200 = add nuw nsw i64 %166, %190
  %201 = trunc i64 %200 to i32
  %202 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %201
  %203 = add nuw nsw i64 %170, %190
  %204 = trunc i64 %203 to i32
  %205 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %204
  %206 = add nuw nsw i64 %174, %190
  %207 = trunc i64 %206 to i32
  %208 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %207
  %209 = add nuw nsw i64 %178, %190
  %210 = trunc i64 %209 to i32
  %211 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %210
  %212 = add nuw nsw i64 %182, %190
  %213 = trunc i64 %212 to i32
  %214 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %213
  %215 = mul i64 %190, 40
  %216 = add i64 %215, %145
  %217 = trunc i64 %216 to i32
  %218 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %217
  %219 = lshr i64 %8, 5
  %220 = and i64 %8, 3
  %221 = lshr i64 %8, 2
  %222 = and i64 %221, 1
  %223 = lshr i64 %8, 3
  %224 = and i64 %223, 1
  %225 = shl nuw nsw i64 %224, 1
  %226 = lshr i64 %8, 4
  %227 = and i64 %226, 1
  %228 = shl nuw nsw i64 %227, 2
  %229 = or i64 %225, %228
  %230 = or i64 %229, %222
  %231 = shl nuw nsw i64 %227, 1
  %232 = or i64 %231, %224
  %233 = and i64 %8, 1
  %234 = icmp ult i32 %7, 128
  %235 = icmp eq i64 %233, 0
  %236 = and i1 %234, %235
  %237 = and i64 %19, -32
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %63
  %239 = trunc i64 %146 to i32
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %239
  %241 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %239
  %242 = or i64 %147, %237
  %243 = trunc i64 %242 to i32
  %244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %243
  %245 = or i64 %148, %237
  %246 = trunc i64 %245 to i32
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %246
  %248 = or i64 %149, %237
  %249 = trunc i64 %248 to i32
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %249
  %251 = or i64 %150, %237
  %252 = trunc i64 %251 to i32
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %252
  %254 = or i64 %151, %237
  %255 = trunc i64 %254 to i32
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %255
  %257 = or i64 %152, %237
  %258 = trunc i64 %257 to i32
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %258
  %260 = or i64 %153, %237
  %261 = trunc i64 %260 to i32
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %261
  %263 = shl i64 %190, 5
  %264 = or i64 %263, %145
  %265 = trunc i64 %264 to i32
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %265
  %267 = trunc i64 %190 to i32
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %267
  %269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %267
  %270 = or i64 %263, %147
  %271 = trunc i64 %270 to i32
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %271
  %273 = or i64 %263, %148
  %274 = trunc i64 %273 to i32
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %274
  %276 = or i64 %263, %149
  %277 = trunc i64 %276 to i32
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %277
  %279 = or i64 %263, %150
  %280 = trunc i64 %279 to i32
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %280
  %282 = or i64 %263, %151
  %283 = trunc i64 %282 to i32
  %284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %283
  %285 = or i64 %263, %152
  %286 = trunc i64 %285 to i32
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %286
  %288 = or i64 %263, %153
  %289 = trunc i64 %288 to i32
  %290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %289
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %63
  %292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %243
  %293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %246
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %249
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %252
  %296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %255
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %258
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %261
  %299 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %265
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %271
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %274
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %277
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %280
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %283
  %305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %286
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %289
  %307 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %188
  %308 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %217
  %309 = mul i64 %21, 72
  %310 = add i64 %309, %20
  %311 = trunc i64 %310 to i32
  %312 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %311
  %313 = mul i64 %31, 72
  %314 = add i64 %313, %20
  %315 = trunc i64 %314 to i32
  %316 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %315
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %22
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %63
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %66
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %69
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %72
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %75
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %78
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %81
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %84
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %32
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %88
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %91
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %94
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %97
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %100
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %103
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %106
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %109
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %124
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %132
  %337 = or i64 %130, %55
  %338 = trunc i64 %337 to i32
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %338
  %340 = or i64 %130, %56
  %341 = trunc i64 %340 to i32
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %341
  %343 = or i64 %130, %57
  %344 = trunc i64 %343 to i32
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %344
  %346 = or i64 %130, %58
  %347 = trunc i64 %346 to i32
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %347
  %349 = or i64 %130, %59
  %350 = trunc i64 %349 to i32
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %350
  %352 = or i64 %130, %60
  %353 = trunc i64 %352 to i32
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %353
  %355 = or i64 %130, %61
  %356 = trunc i64 %355 to i32
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %356
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %135
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %143
  %360 = or i64 %141, %55
  %361 = trunc i64 %360 to i32
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %361
  %363 = or i64 %141, %56
  %364 = trunc i64 %363 to i32
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %364
  %366 = or i64 %141, %57
  %367 = trunc i64 %366 to i32
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %367
  %369 = or i64 %141, %58
  %370 = trunc i64 %369 to i32
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %370
  %372 = or i64 %141, %59
  %373 = trunc i64 %372 to i32
  %374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %373
  %375 = or i64 %141, %60
  %376 = trunc i64 %375 to i32
  %377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %376
  %378 = or i64 %141, %61
  %379 = trunc i64 %378 to i32
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %379
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %20
  %invariant.gep60 = getelementptr bfloat, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %53
  %381 = shl nsw i64 %8, 4
  %382 = and i64 %381, -32
  %383 = select i1 %234, i64 %382, i64 0
  %384 = shl nuw nsw i64 %233, 3
  %urem = and i64 %8, 7
  %385 = shl nuw nsw i64 %219, 4
  %386 = and i64 %385, 16
  %387 = or i64 %230, %386
  %388 = or i64 %387, 8
  %389 = or i64 %386, %urem
  %390 = or i64 %389, 8
  %391 = lshr i32 %7, 1
  %392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %391
  %393 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %394 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %7
  %395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %7
  %396 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26624), i32 %391
  %397 = and i64 %385, 48
  %398 = or i64 %397, %urem
  %399 = or i64 %398, 8
  %400 = or i64 %220, 4
  %401 = or i64 %220, 8
  %402 = or i64 %220, 12
  %403 = or i64 %220, 16
  %404 = or i64 %220, 20
  %405 = or i64 %220, 24
  %406 = or i64 %220, 28
  %407 = or i64 %230, %397
  %408 = mul nuw nsw i64 %220, 72
  %409 = add nuw nsw i64 %407, %408
  %410 = trunc i64 %409 to i32
  %411 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %410
  %412 = mul nuw nsw i64 %400, 72
  %413 = add nuw nsw i64 %407, %412
  %414 = trunc i64 %413 to i32
  %415 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %414
  %416 = mul nuw nsw i64 %401, 72
  %417 = add nuw nsw i64 %407, %416
  %418 = trunc i64 %417 to i32
  %419 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %418
  %420 = mul nuw nsw i64 %402, 72
  %421 = add nuw nsw i64 %407, %420
  %422 = trunc i64 %421 to i32
  %423 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %422
  %424 = mul nuw nsw i64 %403, 72
  %425 = add nuw nsw i64 %407, %424
  %426 = trunc i64 %425 to i32
  %427 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %426
  %428 = mul nuw nsw i64 %404, 72
  %429 = add nuw nsw i64 %407, %428
  %430 = trunc i64 %429 to i32
  %431 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %430
  %432 = mul nuw nsw i64 %405, 72
  %433 = add nuw nsw i64 %407, %432
  %434 = trunc i64 %433 to i32
  %435 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %434
  %436 = mul nuw nsw i64 %406, 72
  %437 = add nuw nsw i64 %407, %436
  %438 = trunc i64 %437 to i32
  %439 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %438
  %440 = or i64 %407, 8
  %441 = add nuw nsw i64 %440, %408
  %442 = trunc i64 %441 to i32
  %443 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %442
  %444 = add nuw nsw i64 %440, %412
  %445 = trunc i64 %444 to i32
  %446 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %445
  %447 = add nuw nsw i64 %440, %416
  %448 = trunc i64 %447 to i32
  %449 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %448
  %450 = add nuw nsw i64 %440, %420
  %451 = trunc i64 %450 to i32
  %452 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %451
  %453 = add nuw nsw i64 %440, %424
  %454 = trunc i64 %453 to i32
  %455 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %454
  %456 = add nuw nsw i64 %440, %428
  %457 = trunc i64 %456 to i32
  %458 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %457
  %459 = add nuw nsw i64 %440, %432
  %460 = trunc i64 %459 to i32
  %461 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %460
  %462 = add nuw nsw i64 %440, %436
  %463 = trunc i64 %462 to i32
  %464 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %463
  %465 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26624), i32 %7
  %467 = or i64 %384, %383
  %468 = trunc i64 %467 to i32
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %468
  %470 = or i32 %468, 1
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %470
  %472 = or i32 %468, 2
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %472
  %474 = or i32 %468, 3
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %474
  %476 = or i32 %468, 4
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %476
  %478 = or i32 %468, 5
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %478
  %480 = or i32 %468, 6
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %480
  %482 = or i32 %468, 7
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %482
  %484 = or i64 %384, %383
  %485 = trunc i64 %484 to i32
  %486 = or i32 %485, 16
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %486
  %488 = or i32 %485, 17
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %488
  %490 = or i32 %485, 18
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %490
  %492 = or i32 %485, 19
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %492
  %494 = or i32 %485, 20
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %494
  %496 = or i32 %485, 21
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %496
  %498 = or i32 %485, 22
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %498
  %500 = or i32 %485, 23
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %500
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %468
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %470
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %472
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %474
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %476
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %478
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %480
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %482
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %486
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %488
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %490
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %492
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %494
  %515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %496
  %516 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %498
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %500
  br label %518

518: ; preds = %.lr.ph, %1386
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %1386 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %1386 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %1386 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %1386 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %1386 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %1386 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1404, %1386 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1403, %1386 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1402, %1386 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1401, %1386 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1400, %1386 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1399, %1386 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %1386 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %1386 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %1386 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %1386 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %1386 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %1386 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %1386 ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %1386 ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %1386 ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %1386 ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %1386 ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %1386 ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %1386 ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %1386 ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %1386 ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %1386 ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1386 ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %1386 ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %1386 ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %1386 ]
  %551 = phi i32 [ 0, %.lr.ph ], [ %572, %1386 ]
  %552 = phi <8 x bfloat> [ %47, %.lr.ph ], [ %592, %1386 ]
  %553 = phi <8 x bfloat> [ %54, %.lr.ph ], [ %597, %1386 ]
  %554 = phi <8 x bfloat> [ %30, %.lr.ph ], [ %580, %1386 ]
  %555 = phi <8 x bfloat> [ %40, %.lr.ph ], [ %587, %1386 ]
  tail call void @llvm.musa.syncthreads.lm()
  %556 = extractelement <8 x bfloat> %554, i64 0
  store bfloat %556, ptr addrspace(3) %64, align 16
  %557 = extractelement <8 x bfloat> %554, i64 1
  store bfloat %557, ptr addrspace(3) %67, align 2
  %558 = extractelement <8 x bfloat> %554, i64 2
  store bfloat %558, ptr addrspace(3) %70, align 4
  %559 = extractelement <8 x bfloat> %554, i64 3
  store bfloat %559, ptr addrspace(3) %73, align 2
  %560 = extractelement <8 x bfloat> %554, i64 4
  store bfloat %560, ptr addrspace(3) %76, align 8
  %561 = extractelement <8 x bfloat> %554, i64 5
  store bfloat %561, ptr addrspace(3) %79, align 2
  %562 = extractelement <8 x bfloat> %554, i64 6
  store bfloat %562, ptr addrspace(3) %82, align 4
  %563 = extractelement <8 x bfloat> %554, i64 7
  store bfloat %563, ptr addrspace(3) %85, align 2
  %564 = extractelement <8 x bfloat> %555, i64 0
  store bfloat %564, ptr addrspace(3) %89, align 16
  %565 = extractelement <8 x bfloat> %555, i64 1
  store bfloat %565, ptr addrspace(3) %92, align 2
  %566 = extractelement <8 x bfloat> %555, i64 2
  store bfloat %566, ptr addrspace(3) %95, align 4
  %567 = extractelement <8 x bfloat> %555, i64 3
  store bfloat %567, ptr addrspace(3) %98, align 2
  %568 = extractelement <8 x bfloat> %555, i64 4
  store bfloat %568, ptr addrspace(3) %101, align 8
  %569 = extractelement <8 x bfloat> %555, i64 5
  store bfloat %569, ptr addrspace(3) %104, align 2
  %570 = extractelement <8 x bfloat> %555, i64 6
  store bfloat %570, ptr addrspace(3) %107, align 4
  %571 = extractelement <8 x bfloat> %555, i64 7
  store bfloat %571, ptr addrspace(3) %110, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %572 = add i32 %551, 32
  %573 = icmp slt i32 %572, %5
  %574 = add i32 %572, %22
  %575 = shl i32 %574, 6
  br i1 %573, label %576, label %579

576: ; preds = %518
  %577 = sext i32 %575 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %577
  %578 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %579

579: ; preds = %576, %518
  %580 = phi <8 x bfloat> [ %578, %576 ], [ zeroinitializer, %518 ]
  %581 = add i32 %572, %32
  %582 = shl i32 %581, 6
  br i1 %573, label %583, label %586

583: ; preds = %579
  %584 = sext i32 %582 to i64
  %gep59 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %584
  %585 = load <8 x bfloat>, ptr addrspace(1) %gep59, align 16
  br label %586

586: ; preds = %583, %579
  %587 = phi <8 x bfloat> [ %585, %583 ], [ zeroinitializer, %579 ]
  br i1 %573, label %588, label %591

588: ; preds = %586
  %589 = sext i32 %575 to i64
  %gep61 = getelementptr bfloat, ptr addrspace(1) %invariant.gep60, i64 %589
  %590 = load <8 x bfloat>, ptr addrspace(1) %gep61, align 16
  br label %591

591: ; preds = %588, %586
  %592 = phi <8 x bfloat> [ %590, %588 ], [ zeroinitializer, %586 ]
  br i1 %573, label %593, label %596

593: ; preds = %591
  %594 = sext i32 %582 to i64
  %gep63 = getelementptr bfloat, ptr addrspace(1) %invariant.gep60, i64 %594
  %595 = load <8 x bfloat>, ptr addrspace(1) %gep63, align 16
  br label %596

596: ; preds = %593, %591
  %597 = phi <8 x bfloat> [ %595, %593 ], [ zeroinitializer, %591 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %116, ptr addrspace(1) %115, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %122, ptr addrspace(1) %121, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %133, ptr addrspace(1) %129, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %144, ptr addrspace(1) %140, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %598 = load bfloat, ptr addrspace(3) %157, align 2
  %599 = load bfloat, ptr addrspace(3) %161, align 2
  %600 = load bfloat, ptr addrspace(3) %165, align 2
  %601 = load bfloat, ptr addrspace(3) %169, align 2
  %602 = load bfloat, ptr addrspace(3) %173, align 2
  %603 = load bfloat, ptr addrspace(3) %177, align 2
  %604 = load bfloat, ptr addrspace(3) %181, align 2
  %605 = load bfloat, ptr addrspace(3) %185, align 2
  %606 = insertelement <8 x bfloat> poison, bfloat %598, i64 0
  %607 = insertelement <8 x bfloat> %606, bfloat %599, i64 1
  %608 = insertelement <8 x bfloat> %607, bfloat %600, i64 2
  %609 = insertelement <8 x bfloat> %608, bfloat %601, i64 3
  %610 = insertelement <8 x bfloat> %609, bfloat %602, i64 4
  %611 = insertelement <8 x bfloat> %610, bfloat %603, i64 5
  %612 = insertelement <8 x bfloat> %611, bfloat %604, i64 6
  %613 = insertelement <8 x bfloat> %612, bfloat %605, i64 7
  store <8 x bfloat> %613, ptr addrspace(3) %189, align 16
  %614 = load bfloat, ptr addrspace(3) %193, align 2
  %615 = load bfloat, ptr addrspace(3) %196, align 2
  %616 = load bfloat, ptr addrspace(3) %199, align 2
  %617 = load bfloat, ptr addrspace(3) %202, align 2
  %618 = load bfloat, ptr addrspace(3) %205, align 2
  %619 = load bfloat, ptr addrspace(3) %208, align 2
  %620 = load bfloat, ptr addrspace(3) %211, align 2
  %621 = load bfloat, ptr addrspace(3) %214, align 2
  %622 = insertelement <8 x bfloat> poison, bfloat %614, i64 0
  %623 = insertelement <8 x bfloat> %622, bfloat %615, i64 1
  %624 = insertelement <8 x bfloat> %623, bfloat %616, i64 2
  %625 = insertelement <8 x bfloat> %624, bfloat %617, i64 3
  %626 = insertelement <8 x bfloat> %625, bfloat %618, i64 4
  %627 = insertelement <8 x bfloat> %626, bfloat %619, i64 5
  %628 = insertelement <8 x bfloat> %627, bfloat %620, i64 6
  %629 = insertelement <8 x bfloat> %628, bfloat %621, i64 7
  store <8 x bfloat> %629, ptr addrspace(3) %218, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br label %630

630: ; preds = %596, %892
  %631 = phi i1 [ true, %596 ], [ false, %892 ]
  %632 = phi i64 [ 0, %596 ], [ 4, %892 ]
  %633 = add nuw nsw i64 %632, %219
  %634 = icmp ult i64 %633, 8
  br i1 %634, label %635, label %892

635: ; preds = %630
  %636 = shl nuw nsw i64 %633, 3
  %637 = and i64 %636, 48
  %638 = or i64 %637, %230
  %639 = shl nuw nsw i64 %638, 6
  %640 = or i64 %639, 512
  br label %641

641: ; preds = %635, %641
  %642 = phi <8 x i32> [ zeroinitializer, %635 ], [ %853, %641 ]
  %643 = phi i1 [ true, %635 ], [ false, %641 ]
  %644 = phi i64 [ 0, %635 ], [ 32, %641 ]
  %645 = or i64 %644, %220
  %646 = or i64 %645, %639
  %647 = trunc i64 %646 to i32
  %648 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %647
  %649 = load bfloat, ptr addrspace(3) %648, align 2
  %650 = or i64 %645, 4
  %651 = or i64 %650, %639
  %652 = trunc i64 %651 to i32
  %653 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %652
  %654 = load bfloat, ptr addrspace(3) %653, align 2
  %655 = or i64 %645, 8
  %656 = or i64 %655, %639
  %657 = trunc i64 %656 to i32
  %658 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %657
  %659 = load bfloat, ptr addrspace(3) %658, align 2
  %660 = or i64 %645, 12
  %661 = or i64 %660, %639
  %662 = trunc i64 %661 to i32
  %663 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %662
  %664 = load bfloat, ptr addrspace(3) %663, align 2
  %665 = or i64 %645, 16
  %666 = or i64 %665, %639
  %667 = trunc i64 %666 to i32
  %668 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %667
  %669 = load bfloat, ptr addrspace(3) %668, align 2
  %670 = or i64 %645, 20
  %671 = or i64 %670, %639
  %672 = trunc i64 %671 to i32
  %673 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %672
  %674 = load bfloat, ptr addrspace(3) %673, align 2
  %675 = or i64 %645, 24
  %676 = or i64 %675, %639
  %677 = trunc i64 %676 to i32
  %678 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %677
  %679 = load bfloat, ptr addrspace(3) %678, align 2
  %680 = or i64 %645, 28
  %681 = or i64 %680, %639
  %682 = trunc i64 %681 to i32
  %683 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %682
  %684 = load bfloat, ptr addrspace(3) %683, align 2
  %685 = or i64 %645, %640
  %686 = trunc i64 %685 to i32
  %687 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %686
  %688 = load bfloat, ptr addrspace(3) %687, align 2
  %689 = or i64 %650, %640
  %690 = trunc i64 %689 to i32
  %691 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %690
  %692 = load bfloat, ptr addrspace(3) %691, align 2
  %693 = or i64 %655, %640
  %694 = trunc i64 %693 to i32
  %695 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %694
  %696 = load bfloat, ptr addrspace(3) %695, align 2
  %697 = or i64 %660, %640
  %698 = trunc i64 %697 to i32
  %699 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %698
  %700 = load bfloat, ptr addrspace(3) %699, align 2
  %701 = or i64 %665, %640
  %702 = trunc i64 %701 to i32
  %703 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %702
  %704 = load bfloat, ptr addrspace(3) %703, align 2
  %705 = or i64 %670, %640
  %706 = trunc i64 %705 to i32
  %707 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %706
  %708 = load bfloat, ptr addrspace(3) %707, align 2
  %709 = or i64 %675, %640
  %710 = trunc i64 %709 to i32
  %711 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %710
  %712 = load bfloat, ptr addrspace(3) %711, align 2
  %713 = or i64 %680, %640
  %714 = trunc i64 %713 to i32
  %715 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %714
  %716 = load bfloat, ptr addrspace(3) %715, align 2
  %717 = insertelement <2 x bfloat> poison, bfloat %649, i64 0
  %718 = insertelement <2 x bfloat> %717, bfloat %654, i64 1
  %719 = bitcast <2 x bfloat> %718 to i32
  %720 = insertelement <2 x bfloat> poison, bfloat %659, i64 0
  %721 = insertelement <2 x bfloat> %720, bfloat %664, i64 1
  %722 = bitcast <2 x bfloat> %721 to i32
  %723 = insertelement <2 x bfloat> poison, bfloat %669, i64 0
  %724 = insertelement <2 x bfloat> %723, bfloat %674, i64 1
  %725 = bitcast <2 x bfloat> %724 to i32
  %726 = insertelement <2 x bfloat> poison, bfloat %679, i64 0
  %727 = insertelement <2 x bfloat> %726, bfloat %684, i64 1
  %728 = bitcast <2 x bfloat> %727 to i32
  %729 = insertelement <2 x bfloat> poison, bfloat %688, i64 0
  %730 = insertelement <2 x bfloat> %729, bfloat %692, i64 1
  %731 = bitcast <2 x bfloat> %730 to i32
  %732 = insertelement <2 x bfloat> poison, bfloat %696, i64 0
  %733 = insertelement <2 x bfloat> %732, bfloat %700, i64 1
  %734 = bitcast <2 x bfloat> %733 to i32
  %735 = insertelement <2 x bfloat> poison, bfloat %704, i64 0
  %736 = insertelement <2 x bfloat> %735, bfloat %708, i64 1
  %737 = bitcast <2 x bfloat> %736 to i32
  %738 = insertelement <2 x bfloat> poison, bfloat %712, i64 0
  %739 = insertelement <2 x bfloat> %738, bfloat %716, i64 1
  %740 = bitcast <2 x bfloat> %739 to i32
  %741 = insertelement <8 x i32> poison, i32 %719, i64 0
  %742 = insertelement <8 x i32> %741, i32 %722, i64 1
  %743 = insertelement <8 x i32> %742, i32 %725, i64 2
  %744 = insertelement <8 x i32> %743, i32 %728, i64 3
  %745 = insertelement <8 x i32> %744, i32 %731, i64 4
  %746 = insertelement <8 x i32> %745, i32 %734, i64 5
  %747 = insertelement <8 x i32> %746, i32 %737, i64 6
  %748 = insertelement <8 x i32> %747, i32 %740, i64 7
  %749 = mul nuw nsw i64 %645, 40
  %750 = add nuw nsw i64 %749, %387
  %751 = trunc i64 %750 to i32
  %752 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %751
  %753 = load bfloat, ptr addrspace(3) %752, align 2
  %754 = mul nuw nsw i64 %650, 40
  %755 = add nuw nsw i64 %754, %387
  %756 = trunc i64 %755 to i32
  %757 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %756
  %758 = load bfloat, ptr addrspace(3) %757, align 2
  %759 = mul nuw nsw i64 %655, 40
  %760 = add nuw nsw i64 %759, %387
  %761 = trunc i64 %760 to i32
  %762 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %761
  %763 = load bfloat, ptr addrspace(3) %762, align 2
  %764 = mul nuw nsw i64 %660, 40
  %765 = add nuw nsw i64 %764, %387
  %766 = trunc i64 %765 to i32
  %767 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %766
  %768 = load bfloat, ptr addrspace(3) %767, align 2
  %769 = mul nuw nsw i64 %665, 40
  %770 = add nuw nsw i64 %769, %387
  %771 = trunc i64 %770 to i32
  %772 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %771
  %773 = load bfloat, ptr addrspace(3) %772, align 2
  %774 = mul nuw nsw i64 %670, 40
  %775 = add nuw nsw i64 %774, %387
  %776 = trunc i64 %775 to i32
  %777 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %776
  %778 = load bfloat, ptr addrspace(3) %777, align 2
  %779 = mul nuw nsw i64 %675, 40
  %780 = add nuw nsw i64 %779, %387
  %781 = trunc i64 %780 to i32
  %782 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %781
  %783 = load bfloat, ptr addrspace(3) %782, align 2
  %784 = mul nuw nsw i64 %680, 40
  %785 = add nuw nsw i64 %784, %387
  %786 = trunc i64 %785 to i32
  %787 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %786
  %788 = load bfloat, ptr addrspace(3) %787, align 2
  %789 = add nuw nsw i64 %749, %388
  %790 = trunc i64 %789 to i32
  %791 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %790
  %792 = load bfloat, ptr addrspace(3) %791, align 2
  %793 = add nuw nsw i64 %754, %388
  %794 = trunc i64 %793 to i32
  %795 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %794
  %796 = load bfloat, ptr addrspace(3) %795, align 2
  %797 = add nuw nsw i64 %759, %388
  %798 = trunc i64 %797 to i32
  %799 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %798
  %800 = load bfloat, ptr addrspace(3) %799, align 2
  %801 = add nuw nsw i64 %764, %388
  %802 = trunc i64 %801 to i32
  %803 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %802
  %804 = load bfloat, ptr addrspace(3) %803, align 2
  %805 = add nuw nsw i64 %769, %388
  %806 = trunc i64 %805 to i32
  %807 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %806
  %808 = load bfloat, ptr addrspace(3) %807, align 2
  %809 = add nuw nsw i64 %774, %388
  %810 = trunc i64 %809 to i32
  %811 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %810
  %812 = load bfloat, ptr addrspace(3) %811, align 2
  %813 = add nuw nsw i64 %779, %388
  %814 = trunc i64 %813 to i32
  %815 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %814
  %816 = load bfloat, ptr addrspace(3) %815, align 2
  %817 = add nuw nsw i64 %784, %388
  %818 = trunc i64 %817 to i32
  %819 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %818
  %820 = load bfloat, ptr addrspace(3) %819, align 2
  %821 = insertelement <2 x bfloat> poison, bfloat %753, i64 0
  %822 = insertelement <2 x bfloat> %821, bfloat %758, i64 1
  %823 = bitcast <2 x bfloat> %822 to i32
  %824 = insertelement <2 x bfloat> poison, bfloat %763, i64 0
  %825 = insertelement <2 x bfloat> %824, bfloat %768, i64 1
  %826 = bitcast <2 x bfloat> %825 to i32
  %827 = insertelement <2 x bfloat> poison, bfloat %773, i64 0
  %828 = insertelement <2 x bfloat> %827, bfloat %778, i64 1
  %829 = bitcast <2 x bfloat> %828 to i32
  %830 = insertelement <2 x bfloat> poison, bfloat %783, i64 0
  %831 = insertelement <2 x bfloat> %830, bfloat %788, i64 1
  %832 = bitcast <2 x bfloat> %831 to i32
  %833 = insertelement <2 x bfloat> poison, bfloat %792, i64 0
  %834 = insertelement <2 x bfloat> %833, bfloat %796, i64 1
  %835 = bitcast <2 x bfloat> %834 to i32
  %836 = insertelement <2 x bfloat> poison, bfloat %800, i64 0
  %837 = insertelement <2 x bfloat> %836, bfloat %804, i64 1
  %838 = bitcast <2 x bfloat> %837 to i32
  %839 = insertelement <2 x bfloat> poison, bfloat %808, i64 0
  %840 = insertelement <2 x bfloat> %839, bfloat %812, i64 1
  %841 = bitcast <2 x bfloat> %840 to i32
  %842 = insertelement <2 x bfloat> poison, bfloat %816, i64 0
  %843 = insertelement <2 x bfloat> %842, bfloat %820, i64 1
  %844 = bitcast <2 x bfloat> %843 to i32
  %845 = insertelement <8 x i32> poison, i32 %823, i64 0
  %846 = insertelement <8 x i32> %845, i32 %826, i64 1
  %847 = insertelement <8 x i32> %846, i32 %829, i64 2
  %848 = insertelement <8 x i32> %847, i32 %832, i64 3
  %849 = insertelement <8 x i32> %848, i32 %835, i64 4
  %850 = insertelement <8 x i32> %849, i32 %838, i64 5
  %851 = insertelement <8 x i32> %850, i32 %841, i64 6
  %852 = insertelement <8 x i32> %851, i32 %844, i64 7
  %853 = tail call <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32> %748, <8 x i32> %852, <8 x i32> %642, i32 1, i32 1, i32 1)
  br i1 %643, label %641, label %854

854: ; preds = %641
  %855 = or i64 %637, %232
  %bc16 = bitcast <8 x i32> %853 to <8 x float>
  %856 = extractelement <8 x float> %bc16, i64 0
  %857 = shl nuw nsw i64 %855, 5
  %858 = or i64 %857, %389
  %859 = trunc i64 %858 to i32
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %859
  store float %856, ptr addrspace(3) %860, align 4
  %861 = extractelement <8 x float> %bc16, i64 1
  %862 = or i64 %857, %390
  %863 = trunc i64 %862 to i32
  %864 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %863
  store float %861, ptr addrspace(3) %864, align 4
  %865 = extractelement <8 x float> %bc16, i64 2
  %866 = or i64 %857, 128
  %867 = or i64 %866, %389
  %868 = trunc i64 %867 to i32
  %869 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %868
  store float %865, ptr addrspace(3) %869, align 4
  %870 = extractelement <8 x float> %bc16, i64 3
  %871 = or i64 %866, %390
  %872 = trunc i64 %871 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %872
  store float %870, ptr addrspace(3) %873, align 4
  %874 = extractelement <8 x float> %bc16, i64 4
  %875 = or i64 %857, 256
  %876 = or i64 %875, %389
  %877 = trunc i64 %876 to i32
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %877
  store float %874, ptr addrspace(3) %878, align 4
  %879 = extractelement <8 x float> %bc16, i64 5
  %880 = or i64 %875, %390
  %881 = trunc i64 %880 to i32
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %881
  store float %879, ptr addrspace(3) %882, align 4
  %883 = extractelement <8 x float> %bc16, i64 6
  %884 = or i64 %857, 384
  %885 = or i64 %884, %389
  %886 = trunc i64 %885 to i32
  %887 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %886
  store float %883, ptr addrspace(3) %887, align 4
  %888 = extractelement <8 x float> %bc16, i64 7
  %889 = or i64 %884, %390
  %890 = trunc i64 %889 to i32
  %891 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %890
  store float %888, ptr addrspace(3) %891, align 4
  br label %892

892: ; preds = %854, %630
  br i1 %631, label %630, label %893

893: ; preds = %892
  tail call void @llvm.musa.syncthreads.lm()
  %894 = load float, ptr addrspace(3) %469, align 16
  %895 = fmul contract float %894, %4
  %896 = tail call float @llvm.maxnum.f32(float %895, float 0xFFF0000000000000)
  %897 = load float, ptr addrspace(3) %471, align 4
  %898 = fmul contract float %897, %4
  %899 = tail call float @llvm.maxnum.f32(float %896, float %898)
  %900 = load float, ptr addrspace(3) %473, align 8
  %901 = fmul contract float %900, %4
  %902 = tail call float @llvm.maxnum.f32(float %899, float %901)
  %903 = load float, ptr addrspace(3) %475, align 4
  %904 = fmul contract float %903, %4
  %905 = tail call float @llvm.maxnum.f32(float %902, float %904)
  %906 = load float, ptr addrspace(3) %477, align 16
  %907 = fmul contract float %906, %4
  %908 = tail call float @llvm.maxnum.f32(float %905, float %907)
  %909 = load float, ptr addrspace(3) %479, align 4
  %910 = fmul contract float %909, %4
  %911 = tail call float @llvm.maxnum.f32(float %908, float %910)
  %912 = load float, ptr addrspace(3) %481, align 8
  %913 = fmul contract float %912, %4
  %914 = tail call float @llvm.maxnum.f32(float %911, float %913)
  %915 = load float, ptr addrspace(3) %483, align 4
  %916 = fmul contract float %915, %4
  %917 = tail call float @llvm.maxnum.f32(float %914, float %916)
  %918 = load float, ptr addrspace(3) %487, align 16
  %919 = fmul contract float %918, %4
  %920 = tail call float @llvm.maxnum.f32(float %917, float %919)
  %921 = load float, ptr addrspace(3) %489, align 4
  %922 = fmul contract float %921, %4
  %923 = tail call float @llvm.maxnum.f32(float %920, float %922)
  %924 = load float, ptr addrspace(3) %491, align 8
  %925 = fmul contract float %924, %4
  %926 = tail call float @llvm.maxnum.f32(float %923, float %925)
  %927 = load float, ptr addrspace(3) %493, align 4
  %928 = fmul contract float %927, %4
  %929 = tail call float @llvm.maxnum.f32(float %926, float %928)
  %930 = load float, ptr addrspace(3) %495, align 16
  %931 = fmul contract float %930, %4
  %932 = tail call float @llvm.maxnum.f32(float %929, float %931)
  %933 = load float, ptr addrspace(3) %497, align 4
  %934 = fmul contract float %933, %4
  %935 = tail call float @llvm.maxnum.f32(float %932, float %934)
  %936 = load float, ptr addrspace(3) %499, align 8
  %937 = fmul contract float %936, %4
  %938 = tail call float @llvm.maxnum.f32(float %935, float %937)
  %939 = load float, ptr addrspace(3) %501, align 4
  %940 = fmul contract float %939, %4
  %941 = tail call float @llvm.maxnum.f32(float %938, float %940)
  %942 = bitcast float %941 to i32
  %943 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %942, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %236, label %944, label %947

944: ; preds = %893
  %945 = bitcast i32 %943 to float
  %946 = tail call float @llvm.maxnum.f32(float %941, float %945)
  store float %946, ptr addrspace(3) %392, align 4
  br label %947

947: ; preds = %944, %893
  tail call void @llvm.musa.syncthreads.lm()
  %948 = load float, ptr addrspace(3) %238, align 16
  %949 = fmul contract float %948, %4
  %950 = load float, ptr addrspace(3) %240, align 4
  %951 = load float, ptr addrspace(3) %241, align 4
  %952 = tail call float @llvm.maxnum.f32(float %950, float %951)
  %953 = fsub contract float %949, %952
  %954 = fmul float %953, 0x3FF7154760000000
  %955 = tail call float @llvm.exp2.f32(float %954)
  %956 = load float, ptr addrspace(3) %244, align 4
  %957 = fmul contract float %956, %4
  %958 = fsub contract float %957, %952
  %959 = fmul float %958, 0x3FF7154760000000
  %960 = tail call float @llvm.exp2.f32(float %959)
  %961 = load float, ptr addrspace(3) %247, align 8
  %962 = fmul contract float %961, %4
  %963 = fsub contract float %962, %952
  %964 = fmul float %963, 0x3FF7154760000000
  %965 = tail call float @llvm.exp2.f32(float %964)
  %966 = load float, ptr addrspace(3) %250, align 4
  %967 = fmul contract float %966, %4
  %968 = fsub contract float %967, %952
  %969 = fmul float %968, 0x3FF7154760000000
  %970 = tail call float @llvm.exp2.f32(float %969)
  %971 = load float, ptr addrspace(3) %253, align 16
  %972 = fmul contract float %971, %4
  %973 = fsub contract float %972, %952
  %974 = fmul float %973, 0x3FF7154760000000
  %975 = tail call float @llvm.exp2.f32(float %974)
  %976 = load float, ptr addrspace(3) %256, align 4
  %977 = fmul contract float %976, %4
  %978 = fsub contract float %977, %952
  %979 = fmul float %978, 0x3FF7154760000000
  %980 = tail call float @llvm.exp2.f32(float %979)
  %981 = load float, ptr addrspace(3) %259, align 8
  %982 = fmul contract float %981, %4
  %983 = fsub contract float %982, %952
  %984 = fmul float %983, 0x3FF7154760000000
  %985 = tail call float @llvm.exp2.f32(float %984)
  %986 = load float, ptr addrspace(3) %262, align 4
  %987 = fmul contract float %986, %4
  %988 = fsub contract float %987, %952
  %989 = fmul float %988, 0x3FF7154760000000
  %990 = tail call float @llvm.exp2.f32(float %989)
  %991 = load float, ptr addrspace(3) %266, align 16
  %992 = fmul contract float %991, %4
  %993 = load float, ptr addrspace(3) %268, align 4
  %994 = load float, ptr addrspace(3) %269, align 4
  %995 = tail call float @llvm.maxnum.f32(float %993, float %994)
  %996 = fsub contract float %992, %995
  %997 = fmul float %996, 0x3FF7154760000000
  %998 = tail call float @llvm.exp2.f32(float %997)
  %999 = load float, ptr addrspace(3) %272, align 4
  %1000 = fmul contract float %999, %4
  %1001 = fsub contract float %1000, %995
  %1002 = fmul float %1001, 0x3FF7154760000000
  %1003 = tail call float @llvm.exp2.f32(float %1002)
  %1004 = load float, ptr addrspace(3) %275, align 8
  %1005 = fmul contract float %1004, %4
  %1006 = fsub contract float %1005, %995
  %1007 = fmul float %1006, 0x3FF7154760000000
  %1008 = tail call float @llvm.exp2.f32(float %1007)
  %1009 = load float, ptr addrspace(3) %278, align 4
  %1010 = fmul contract float %1009, %4
  %1011 = fsub contract float %1010, %995
  %1012 = fmul float %1011, 0x3FF7154760000000
  %1013 = tail call float @llvm.exp2.f32(float %1012)
  %1014 = load float, ptr addrspace(3) %281, align 16
  %1015 = fmul contract float %1014, %4
  %1016 = fsub contract float %1015, %995
  %1017 = fmul float %1016, 0x3FF7154760000000
  %1018 = tail call float @llvm.exp2.f32(float %1017)
  %1019 = load float, ptr addrspace(3) %284, align 4
  %1020 = fmul contract float %1019, %4
  %1021 = fsub contract float %1020, %995
  %1022 = fmul float %1021, 0x3FF7154760000000
  %1023 = tail call float @llvm.exp2.f32(float %1022)
  %1024 = load float, ptr addrspace(3) %287, align 8
  %1025 = fmul contract float %1024, %4
  %1026 = fsub contract float %1025, %995
  %1027 = fmul float %1026, 0x3FF7154760000000
  %1028 = tail call float @llvm.exp2.f32(float %1027)
  %1029 = load float, ptr addrspace(3) %290, align 4
  %1030 = fmul contract float %1029, %4
  %1031 = fsub contract float %1030, %995
  %1032 = fmul float %1031, 0x3FF7154760000000
  %1033 = tail call float @llvm.exp2.f32(float %1032)
  tail call void @llvm.musa.syncthreads.lm()
  store float %955, ptr addrspace(3) %291, align 16
  store float %960, ptr addrspace(3) %292, align 4
  store float %965, ptr addrspace(3) %293, align 8
  store float %970, ptr addrspace(3) %294, align 4
  store float %975, ptr addrspace(3) %295, align 16
  store float %980, ptr addrspace(3) %296, align 4
  store float %985, ptr addrspace(3) %297, align 8
  store float %990, ptr addrspace(3) %298, align 4
  store float %998, ptr addrspace(3) %299, align 16
  store float %1003, ptr addrspace(3) %300, align 4
  store float %1008, ptr addrspace(3) %301, align 8
  store float %1013, ptr addrspace(3) %302, align 4
  store float %1018, ptr addrspace(3) %303, align 16
  store float %1023, ptr addrspace(3) %304, align 4
  store float %1028, ptr addrspace(3) %305, align 8
  store float %1033, ptr addrspace(3) %306, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1034, label %1041

1034: ; preds = %947
  %1035 = load float, ptr addrspace(3) %393, align 4
  %1036 = load float, ptr addrspace(3) %394, align 4
  %1037 = tail call float @llvm.maxnum.f32(float %1035, float %1036)
  %1038 = fsub contract float %1035, %1037
  %1039 = fmul float %1038, 0x3FF7154760000000
  %1040 = tail call float @llvm.exp2.f32(float %1039)
  store float %1040, ptr addrspace(3) %395, align 4
  br label %1041

1041: ; preds = %1034, %947
  tail call void @llvm.musa.syncthreads.lm()
  %1042 = load float, ptr addrspace(3) %502, align 16
  %1043 = fadd reassoc float %1042, 0.000000e+00
  %1044 = load float, ptr addrspace(3) %503, align 4
  %1045 = fadd reassoc float %1043, %1044
  %1046 = load float, ptr addrspace(3) %504, align 8
  %1047 = fadd reassoc float %1045, %1046
  %1048 = load float, ptr addrspace(3) %505, align 4
  %1049 = fadd reassoc float %1047, %1048
  %1050 = load float, ptr addrspace(3) %506, align 16
  %1051 = fadd reassoc float %1049, %1050
  %1052 = load float, ptr addrspace(3) %507, align 4
  %1053 = fadd reassoc float %1051, %1052
  %1054 = load float, ptr addrspace(3) %508, align 8
  %1055 = fadd reassoc float %1053, %1054
  %1056 = load float, ptr addrspace(3) %509, align 4
  %1057 = fadd reassoc float %1055, %1056
  %1058 = load float, ptr addrspace(3) %510, align 16
  %1059 = fadd reassoc float %1057, %1058
  %1060 = load float, ptr addrspace(3) %511, align 4
  %1061 = fadd reassoc float %1059, %1060
  %1062 = load float, ptr addrspace(3) %512, align 8
  %1063 = fadd reassoc float %1061, %1062
  %1064 = load float, ptr addrspace(3) %513, align 4
  %1065 = fadd reassoc float %1063, %1064
  %1066 = load float, ptr addrspace(3) %514, align 16
  %1067 = fadd reassoc float %1065, %1066
  %1068 = load float, ptr addrspace(3) %515, align 4
  %1069 = fadd reassoc float %1067, %1068
  %1070 = load float, ptr addrspace(3) %516, align 8
  %1071 = fadd reassoc float %1069, %1070
  %1072 = load float, ptr addrspace(3) %517, align 4
  %1073 = fadd reassoc float %1071, %1072
  %1074 = bitcast float %1073 to i32
  %1075 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1074, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %236, label %1076, label %1079

1076: ; preds = %1041
  %1077 = bitcast i32 %1075 to float
  %1078 = fadd reassoc float %1073, %1077
  store float %1078, ptr addrspace(3) %396, align 4
  br label %1079

1079: ; preds = %1076, %1041
  tail call void @llvm.musa.syncthreads.lm()
  %1080 = load float, ptr addrspace(3) %291, align 16
  %1081 = load <4 x float>, ptr addrspace(3) %292, align 4
  %1082 = load float, ptr addrspace(3) %296, align 4
  %1083 = load float, ptr addrspace(3) %297, align 8
  %1084 = load float, ptr addrspace(3) %298, align 4
  %1085 = insertelement <8 x float> poison, float %1080, i64 0
  %1086 = shufflevector <4 x float> %1081, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1087 = shufflevector <8 x float> %1085, <8 x float> %1086, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1088 = insertelement <8 x float> %1087, float %1082, i64 5
  %1089 = insertelement <8 x float> %1088, float %1083, i64 6
  %1090 = insertelement <8 x float> %1089, float %1084, i64 7
  %1091 = fptrunc <8 x float> %1090 to <8 x bfloat>
  store <8 x bfloat> %1091, ptr addrspace(3) %307, align 16
  %1092 = load <8 x float>, ptr addrspace(3) %299, align 16
  %1093 = fptrunc <8 x float> %1092 to <8 x bfloat>
  store <8 x bfloat> %1093, ptr addrspace(3) %308, align 16
  store <8 x bfloat> %552, ptr addrspace(3) %312, align 16
  store <8 x bfloat> %553, ptr addrspace(3) %316, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1094 = load float, ptr addrspace(3) %317, align 4
  %1095 = fmul contract float %550, %1094
  store float %1095, ptr addrspace(3) %318, align 16
  %1096 = fmul contract float %549, %1094
  store float %1096, ptr addrspace(3) %319, align 4
  %1097 = fmul contract float %548, %1094
  store float %1097, ptr addrspace(3) %320, align 8
  %1098 = fmul contract float %547, %1094
  store float %1098, ptr addrspace(3) %321, align 4
  %1099 = fmul contract float %546, %1094
  store float %1099, ptr addrspace(3) %322, align 16
  %1100 = fmul contract float %545, %1094
  store float %1100, ptr addrspace(3) %323, align 4
  %1101 = fmul contract float %544, %1094
  store float %1101, ptr addrspace(3) %324, align 8
  %1102 = fmul contract float %543, %1094
  store float %1102, ptr addrspace(3) %325, align 4
  %1103 = load float, ptr addrspace(3) %326, align 4
  %1104 = fmul contract float %542, %1103
  store float %1104, ptr addrspace(3) %327, align 16
  %1105 = load float, ptr addrspace(3) %326, align 4
  %1106 = fmul contract float %541, %1105
  store float %1106, ptr addrspace(3) %328, align 4
  %1107 = load float, ptr addrspace(3) %326, align 4
  %1108 = fmul contract float %540, %1107
  store float %1108, ptr addrspace(3) %329, align 8
  %1109 = load float, ptr addrspace(3) %326, align 4
  %1110 = fmul contract float %539, %1109
  store float %1110, ptr addrspace(3) %330, align 4
  %1111 = load float, ptr addrspace(3) %326, align 4
  %1112 = fmul contract float %538, %1111
  store float %1112, ptr addrspace(3) %331, align 16
  %1113 = load float, ptr addrspace(3) %326, align 4
  %1114 = fmul contract float %537, %1113
  store float %1114, ptr addrspace(3) %332, align 4
  %1115 = load float, ptr addrspace(3) %326, align 4
  %1116 = fmul contract float %536, %1115
  store float %1116, ptr addrspace(3) %333, align 8
  %1117 = load float, ptr addrspace(3) %326, align 4
  %1118 = fmul contract float %535, %1117
  store float %1118, ptr addrspace(3) %334, align 4
  %1119 = load float, ptr addrspace(3) %335, align 4
  %1120 = fmul contract float %534, %1119
  store float %1120, ptr addrspace(3) %336, align 16
  %1121 = load float, ptr addrspace(3) %335, align 4
  %1122 = fmul contract float %533, %1121
  store float %1122, ptr addrspace(3) %339, align 4
  %1123 = load float, ptr addrspace(3) %335, align 4
  %1124 = fmul contract float %532, %1123
  store float %1124, ptr addrspace(3) %342, align 8
  %1125 = load float, ptr addrspace(3) %335, align 4
  %1126 = fmul contract float %531, %1125
  store float %1126, ptr addrspace(3) %345, align 4
  %1127 = load float, ptr addrspace(3) %335, align 4
  %1128 = fmul contract float %530, %1127
  store float %1128, ptr addrspace(3) %348, align 16
  %1129 = load float, ptr addrspace(3) %335, align 4
  %1130 = fmul contract float %529, %1129
  store float %1130, ptr addrspace(3) %351, align 4
  %1131 = load float, ptr addrspace(3) %335, align 4
  %1132 = fmul contract float %528, %1131
  store float %1132, ptr addrspace(3) %354, align 8
  %1133 = load float, ptr addrspace(3) %335, align 4
  %1134 = fmul contract float %527, %1133
  store float %1134, ptr addrspace(3) %357, align 4
  %1135 = load float, ptr addrspace(3) %358, align 4
  %1136 = fmul contract float %526, %1135
  store float %1136, ptr addrspace(3) %359, align 16
  %1137 = load float, ptr addrspace(3) %358, align 4
  %1138 = fmul contract float %525, %1137
  store float %1138, ptr addrspace(3) %362, align 4
  %1139 = load float, ptr addrspace(3) %358, align 4
  %1140 = fmul contract float %524, %1139
  store float %1140, ptr addrspace(3) %365, align 8
  %1141 = load float, ptr addrspace(3) %358, align 4
  %1142 = fmul contract float %523, %1141
  store float %1142, ptr addrspace(3) %368, align 4
  %1143 = load float, ptr addrspace(3) %358, align 4
  %1144 = fmul contract float %522, %1143
  store float %1144, ptr addrspace(3) %371, align 16
  %1145 = load float, ptr addrspace(3) %358, align 4
  %1146 = fmul contract float %521, %1145
  store float %1146, ptr addrspace(3) %374, align 4
  %1147 = load float, ptr addrspace(3) %358, align 4
  %1148 = fmul contract float %520, %1147
  store float %1148, ptr addrspace(3) %377, align 8
  %1149 = load float, ptr addrspace(3) %358, align 4
  %1150 = fmul contract float %519, %1149
  store float %1150, ptr addrspace(3) %380, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1151

1151: ; preds = %1079, %1360
  %1152 = phi i64 [ 0, %1079 ], [ %1361, %1360 ]
  %1153 = shl nuw nsw i64 %1152, 2
  %1154 = add nuw nsw i64 %1153, %219
  %1155 = icmp ult i64 %1154, 16
  br i1 %1155, label %1156, label %1360

1156: ; preds = %1151
  %1157 = shl nuw nsw i64 %1154, 2
  %1158 = and i64 %1157, 48
  %1159 = or i64 %1158, %232
  %1160 = shl nuw nsw i64 %1159, 6
  %1161 = or i64 %1160, %398
  %1162 = trunc i64 %1161 to i32
  %1163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1162
  %1164 = load i32, ptr addrspace(3) %1163, align 4
  %1165 = or i64 %1160, %399
  %1166 = trunc i64 %1165 to i32
  %1167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1166
  %1168 = load i32, ptr addrspace(3) %1167, align 4
  %1169 = or i64 %1160, 256
  %1170 = or i64 %1169, %398
  %1171 = trunc i64 %1170 to i32
  %1172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1171
  %1173 = load i32, ptr addrspace(3) %1172, align 4
  %1174 = or i64 %1169, %399
  %1175 = trunc i64 %1174 to i32
  %1176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1175
  %1177 = load i32, ptr addrspace(3) %1176, align 4
  %1178 = or i64 %1160, 512
  %1179 = or i64 %1178, %398
  %1180 = trunc i64 %1179 to i32
  %1181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1180
  %1182 = load i32, ptr addrspace(3) %1181, align 4
  %1183 = or i64 %1178, %399
  %1184 = trunc i64 %1183 to i32
  %1185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1184
  %1186 = load i32, ptr addrspace(3) %1185, align 4
  %1187 = or i64 %1160, 768
  %1188 = or i64 %1187, %398
  %1189 = trunc i64 %1188 to i32
  %1190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1189
  %1191 = load i32, ptr addrspace(3) %1190, align 4
  %1192 = or i64 %1187, %399
  %1193 = trunc i64 %1192 to i32
  %1194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1193
  %1195 = load i32, ptr addrspace(3) %1194, align 4
  %1196 = insertelement <8 x i32> poison, i32 %1164, i64 0
  %1197 = insertelement <8 x i32> %1196, i32 %1168, i64 1
  %1198 = insertelement <8 x i32> %1197, i32 %1173, i64 2
  %1199 = insertelement <8 x i32> %1198, i32 %1177, i64 3
  %1200 = insertelement <8 x i32> %1199, i32 %1182, i64 4
  %1201 = insertelement <8 x i32> %1200, i32 %1186, i64 5
  %1202 = insertelement <8 x i32> %1201, i32 %1191, i64 6
  %1203 = insertelement <8 x i32> %1202, i32 %1195, i64 7
  %1204 = or i64 %1158, %230
  %1205 = mul nuw nsw i64 %1204, 40
  %1206 = or i64 %1205, %220
  %1207 = trunc i64 %1206 to i32
  %1208 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1207
  %1209 = load bfloat, ptr addrspace(3) %1208, align 2
  %1210 = or i64 %1205, %400
  %1211 = trunc i64 %1210 to i32
  %1212 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1211
  %1213 = load bfloat, ptr addrspace(3) %1212, align 2
  %1214 = add nuw nsw i64 %1205, %401
  %1215 = trunc i64 %1214 to i32
  %1216 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1215
  %1217 = load bfloat, ptr addrspace(3) %1216, align 2
  %1218 = add nuw nsw i64 %1205, %402
  %1219 = trunc i64 %1218 to i32
  %1220 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1219
  %1221 = load bfloat, ptr addrspace(3) %1220, align 2
  %1222 = add nuw nsw i64 %1205, %403
  %1223 = trunc i64 %1222 to i32
  %1224 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1223
  %1225 = load bfloat, ptr addrspace(3) %1224, align 2
  %1226 = add nuw nsw i64 %1205, %404
  %1227 = trunc i64 %1226 to i32
  %1228 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1227
  %1229 = load bfloat, ptr addrspace(3) %1228, align 2
  %1230 = add nuw nsw i64 %1205, %405
  %1231 = trunc i64 %1230 to i32
  %1232 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1231
  %1233 = load bfloat, ptr addrspace(3) %1232, align 2
  %1234 = add nuw nsw i64 %1205, %406
  %1235 = trunc i64 %1234 to i32
  %1236 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1235
  %1237 = load bfloat, ptr addrspace(3) %1236, align 2
  %1238 = add nuw nsw i64 %1205, 320
  %1239 = or i64 %1238, %220
  %1240 = trunc i64 %1239 to i32
  %1241 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1240
  %1242 = load bfloat, ptr addrspace(3) %1241, align 2
  %1243 = or i64 %1238, %400
  %1244 = trunc i64 %1243 to i32
  %1245 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1244
  %1246 = load bfloat, ptr addrspace(3) %1245, align 2
  %1247 = add nuw nsw i64 %1238, %401
  %1248 = trunc i64 %1247 to i32
  %1249 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1248
  %1250 = load bfloat, ptr addrspace(3) %1249, align 2
  %1251 = add nuw nsw i64 %1238, %402
  %1252 = trunc i64 %1251 to i32
  %1253 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1252
  %1254 = load bfloat, ptr addrspace(3) %1253, align 2
  %1255 = add nuw nsw i64 %1238, %403
  %1256 = trunc i64 %1255 to i32
  %1257 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1256
  %1258 = load bfloat, ptr addrspace(3) %1257, align 2
  %1259 = add nuw nsw i64 %1238, %404
  %1260 = trunc i64 %1259 to i32
  %1261 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1260
  %1262 = load bfloat, ptr addrspace(3) %1261, align 2
  %1263 = add nuw nsw i64 %1238, %405
  %1264 = trunc i64 %1263 to i32
  %1265 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1264
  %1266 = load bfloat, ptr addrspace(3) %1265, align 2
  %1267 = add nuw nsw i64 %1238, %406
  %1268 = trunc i64 %1267 to i32
  %1269 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1268
  %1270 = load bfloat, ptr addrspace(3) %1269, align 2
  %1271 = insertelement <2 x bfloat> poison, bfloat %1209, i64 0
  %1272 = insertelement <2 x bfloat> %1271, bfloat %1213, i64 1
  %1273 = bitcast <2 x bfloat> %1272 to i32
  %1274 = insertelement <2 x bfloat> poison, bfloat %1217, i64 0
  %1275 = insertelement <2 x bfloat> %1274, bfloat %1221, i64 1
  %1276 = bitcast <2 x bfloat> %1275 to i32
  %1277 = insertelement <2 x bfloat> poison, bfloat %1225, i64 0
  %1278 = insertelement <2 x bfloat> %1277, bfloat %1229, i64 1
  %1279 = bitcast <2 x bfloat> %1278 to i32
  %1280 = insertelement <2 x bfloat> poison, bfloat %1233, i64 0
  %1281 = insertelement <2 x bfloat> %1280, bfloat %1237, i64 1
  %1282 = bitcast <2 x bfloat> %1281 to i32
  %1283 = insertelement <2 x bfloat> poison, bfloat %1242, i64 0
  %1284 = insertelement <2 x bfloat> %1283, bfloat %1246, i64 1
  %1285 = bitcast <2 x bfloat> %1284 to i32
  %1286 = insertelement <2 x bfloat> poison, bfloat %1250, i64 0
  %1287 = insertelement <2 x bfloat> %1286, bfloat %1254, i64 1
  %1288 = bitcast <2 x bfloat> %1287 to i32
  %1289 = insertelement <2 x bfloat> poison, bfloat %1258, i64 0
  %1290 = insertelement <2 x bfloat> %1289, bfloat %1262, i64 1
  %1291 = bitcast <2 x bfloat> %1290 to i32
  %1292 = insertelement <2 x bfloat> poison, bfloat %1266, i64 0
  %1293 = insertelement <2 x bfloat> %1292, bfloat %1270, i64 1
  %1294 = bitcast <2 x bfloat> %1293 to i32
  %1295 = insertelement <8 x i32> poison, i32 %1273, i64 0
  %1296 = insertelement <8 x i32> %1295, i32 %1276, i64 1
  %1297 = insertelement <8 x i32> %1296, i32 %1279, i64 2
  %1298 = insertelement <8 x i32> %1297, i32 %1282, i64 3
  %1299 = insertelement <8 x i32> %1298, i32 %1285, i64 4
  %1300 = insertelement <8 x i32> %1299, i32 %1288, i64 5
  %1301 = insertelement <8 x i32> %1300, i32 %1291, i64 6
  %1302 = insertelement <8 x i32> %1301, i32 %1294, i64 7
  %1303 = load bfloat, ptr addrspace(3) %411, align 2
  %1304 = load bfloat, ptr addrspace(3) %415, align 2
  %1305 = load bfloat, ptr addrspace(3) %419, align 2
  %1306 = load bfloat, ptr addrspace(3) %423, align 2
  %1307 = load bfloat, ptr addrspace(3) %427, align 2
  %1308 = load bfloat, ptr addrspace(3) %431, align 2
  %1309 = load bfloat, ptr addrspace(3) %435, align 2
  %1310 = load bfloat, ptr addrspace(3) %439, align 2
  %1311 = load bfloat, ptr addrspace(3) %443, align 2
  %1312 = load bfloat, ptr addrspace(3) %446, align 2
  %1313 = load bfloat, ptr addrspace(3) %449, align 2
  %1314 = load bfloat, ptr addrspace(3) %452, align 2
  %1315 = load bfloat, ptr addrspace(3) %455, align 2
  %1316 = load bfloat, ptr addrspace(3) %458, align 2
  %1317 = load bfloat, ptr addrspace(3) %461, align 2
  %1318 = load bfloat, ptr addrspace(3) %464, align 2
  %1319 = insertelement <2 x bfloat> poison, bfloat %1303, i64 0
  %1320 = insertelement <2 x bfloat> %1319, bfloat %1304, i64 1
  %1321 = bitcast <2 x bfloat> %1320 to i32
  %1322 = insertelement <2 x bfloat> poison, bfloat %1305, i64 0
  %1323 = insertelement <2 x bfloat> %1322, bfloat %1306, i64 1
  %1324 = bitcast <2 x bfloat> %1323 to i32
  %1325 = insertelement <2 x bfloat> poison, bfloat %1307, i64 0
  %1326 = insertelement <2 x bfloat> %1325, bfloat %1308, i64 1
  %1327 = bitcast <2 x bfloat> %1326 to i32
  %1328 = insertelement <2 x bfloat> poison, bfloat %1309, i64 0
  %1329 = insertelement <2 x bfloat> %1328, bfloat %1310, i64 1
  %1330 = bitcast <2 x bfloat> %1329 to i32
  %1331 = insertelement <2 x bfloat> poison, bfloat %1311, i64 0
  %1332 = insertelement <2 x bfloat> %1331, bfloat %1312, i64 1
  %1333 = bitcast <2 x bfloat> %1332 to i32
  %1334 = insertelement <2 x bfloat> poison, bfloat %1313, i64 0
  %1335 = insertelement <2 x bfloat> %1334, bfloat %1314, i64 1
  %1336 = bitcast <2 x bfloat> %1335 to i32
  %1337 = insertelement <2 x bfloat> poison, bfloat %1315, i64 0
  %1338 = insertelement <2 x bfloat> %1337, bfloat %1316, i64 1
  %1339 = bitcast <2 x bfloat> %1338 to i32
  %1340 = insertelement <2 x bfloat> poison, bfloat %1317, i64 0
  %1341 = insertelement <2 x bfloat> %1340, bfloat %1318, i64 1
  %1342 = bitcast <2 x bfloat> %1341 to i32
  %1343 = insertelement <8 x i32> poison, i32 %1321, i64 0
  %1344 = insertelement <8 x i32> %1343, i32 %1324, i64 1
  %1345 = insertelement <8 x i32> %1344, i32 %1327, i64 2
  %1346 = insertelement <8 x i32> %1345, i32 %1330, i64 3
  %1347 = insertelement <8 x i32> %1346, i32 %1333, i64 4
  %1348 = insertelement <8 x i32> %1347, i32 %1336, i64 5
  %1349 = insertelement <8 x i32> %1348, i32 %1339, i64 6
  %1350 = insertelement <8 x i32> %1349, i32 %1342, i64 7
  %1351 = tail call <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32> %1302, <8 x i32> %1350, <8 x i32> %1203, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1351 to <8 x float>
  %1352 = extractelement <8 x float> %bc, i64 0
  store float %1352, ptr addrspace(3) %1163, align 4
  %1353 = extractelement <8 x float> %bc, i64 1
  store float %1353, ptr addrspace(3) %1167, align 4
  %1354 = extractelement <8 x float> %bc, i64 2
  store float %1354, ptr addrspace(3) %1172, align 4
  %1355 = extractelement <8 x float> %bc, i64 3
  store float %1355, ptr addrspace(3) %1176, align 4
  %1356 = extractelement <8 x float> %bc, i64 4
  store float %1356, ptr addrspace(3) %1181, align 4
  %1357 = extractelement <8 x float> %bc, i64 5
  store float %1357, ptr addrspace(3) %1185, align 4
  %1358 = extractelement <8 x float> %bc, i64 6
  store float %1358, ptr addrspace(3) %1190, align 4
  %1359 = extractelement <8 x float> %bc, i64 7
  store float %1359, ptr addrspace(3) %1194, align 4
  br label %1360

1360: ; preds = %1156, %1151
  %1361 = add nuw nsw i64 %1152, 1
  %1362 = icmp ult i64 %1152, 3
  br i1 %1362, label %1151, label %1363

1363: ; preds = %1360
  tail call void @llvm.musa.syncthreads.lm()
  %1364 = load float, ptr addrspace(3) %318, align 16
  %1365 = load float, ptr addrspace(3) %319, align 4
  %1366 = load float, ptr addrspace(3) %320, align 8
  %1367 = load float, ptr addrspace(3) %321, align 4
  %1368 = load float, ptr addrspace(3) %322, align 16
  %1369 = load float, ptr addrspace(3) %323, align 4
  %1370 = load float, ptr addrspace(3) %324, align 8
  %1371 = load float, ptr addrspace(3) %325, align 4
  %1372 = load <8 x float>, ptr addrspace(3) %327, align 16
  %1373 = load <8 x float>, ptr addrspace(3) %336, align 16
  %1374 = load <8 x float>, ptr addrspace(3) %359, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1375, label %1381

1375: ; preds = %1363
  %1376 = load float, ptr addrspace(3) %465, align 4
  %1377 = load float, ptr addrspace(3) %395, align 4
  %1378 = fmul contract float %1376, %1377
  %1379 = load float, ptr addrspace(3) %466, align 4
  %1380 = fadd contract float %1378, %1379
  store float %1380, ptr addrspace(3) %465, align 4
  br label %1381

1381: ; preds = %1375, %1363
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1382, label %1386

1382: ; preds = %1381
  %1383 = load float, ptr addrspace(3) %393, align 4
  %1384 = load float, ptr addrspace(3) %394, align 4
  %1385 = tail call float @llvm.maxnum.f32(float %1383, float %1384)
  store float %1385, ptr addrspace(3) %393, align 4
  br label %1386

1386: ; preds = %1382, %1381
  tail call void @llvm.musa.syncthreads.lm()
  %1387 = extractelement <8 x float> %1372, i64 0
  %1388 = extractelement <8 x float> %1372, i64 1
  %1389 = extractelement <8 x float> %1372, i64 2
  %1390 = extractelement <8 x float> %1372, i64 3
  %1391 = extractelement <8 x float> %1372, i64 4
  %1392 = extractelement <8 x float> %1372, i64 5
  %1393 = extractelement <8 x float> %1372, i64 6
  %1394 = extractelement <8 x float> %1372, i64 7
  %1395 = extractelement <8 x float> %1373, i64 0
  %1396 = extractelement <8 x float> %1373, i64 1
  %1397 = extractelement <8 x float> %1373, i64 2
  %1398 = extractelement <8 x float> %1373, i64 3
  %1399 = extractelement <8 x float> %1373, i64 4
  %1400 = extractelement <8 x float> %1373, i64 5
  %1401 = extractelement <8 x float> %1373, i64 6
  %1402 = extractelement <8 x float> %1373, i64 7
  %1403 = extractelement <8 x float> %1374, i64 0
  %1404 = extractelement <8 x float> %1374, i64 1
  %1405 = extractelement <8 x float> %1374, i64 2
  %1406 = extractelement <8 x float> %1374, i64 3
  %1407 = extractelement <8 x float> %1374, i64 4
  %1408 = extractelement <8 x float> %1374, i64 5
  %1409 = extractelement <8 x float> %1374, i64 6
  %1410 = extractelement <8 x float> %1374, i64 7
  br i1 %573, label %518, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1386
  %1411 = insertelement <8 x float> poison, float %1364, i64 0
  %1412 = insertelement <8 x float> %1411, float %1365, i64 1
  %1413 = insertelement <8 x float> %1412, float %1366, i64 2
  %1414 = insertelement <8 x float> %1413, float %1367, i64 3
  %1415 = insertelement <8 x float> %1414, float %1368, i64 4
  %1416 = insertelement <8 x float> %1415, float %1369, i64 5
  %1417 = insertelement <8 x float> %1416, float %1370, i64 6
  %1418 = insertelement <8 x float> %1417, float %1371, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %53
  %1419 = phi <8 x float> [ zeroinitializer, %53 ], [ %1418, %._crit_edge.loopexit ]
  %1420 = phi <8 x float> [ zeroinitializer, %53 ], [ %1372, %._crit_edge.loopexit ]
  %1421 = phi <8 x float> [ zeroinitializer, %53 ], [ %1373, %._crit_edge.loopexit ]
  %1422 = phi <8 x float> [ zeroinitializer, %53 ], [ %1374, %._crit_edge.loopexit ]
  %1423 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1424 = load float, ptr addrspace(3) %1423, align 4
  %1425 = insertelement <8 x float> poison, float %1424, i64 0
  %1426 = shufflevector <8 x float> %1425, <8 x float> poison, <8 x i32> zeroinitializer
  %1427 = fdiv <8 x float> %1419, %1426
  %1428 = fptrunc <8 x float> %1427 to <8 x bfloat>
  %1429 = getelementptr bfloat, ptr addrspace(1) %3, i64 %113
  %1430 = getelementptr bfloat, ptr addrspace(1) %1429, i64 %20
  store <8 x bfloat> %1428, ptr addrspace(1) %1430, align 16
  %1431 = getelementptr float, ptr addrspace(3) @global_smem, i32 %32
  %1432 = load float, ptr addrspace(3) %1431, align 4
  %1433 = insertelement <8 x float> poison, float %1432, i64 0
  %1434 = shufflevector <8 x float> %1433, <8 x float> poison, <8 x i32> zeroinitializer
  %1435 = fdiv <8 x float> %1420, %1434
  %1436 = fptrunc <8 x float> %1435 to <8 x bfloat>
  %1437 = getelementptr bfloat, ptr addrspace(1) %3, i64 %119
  %1438 = getelementptr bfloat, ptr addrspace(1) %1437, i64 %20
  store <8 x bfloat> %1436, ptr addrspace(1) %1438, align 16
  %1439 = getelementptr float, ptr addrspace(3) @global_smem, i32 %124
  %1440 = load float, ptr addrspace(3) %1439, align 4
  %1441 = insertelement <8 x float> poison, float %1440, i64 0
  %1442 = shufflevector <8 x float> %1441, <8 x float> poison, <8 x i32> zeroinitializer
  %1443 = fdiv <8 x float> %1421, %1442
  %1444 = fptrunc <8 x float> %1443 to <8 x bfloat>
  %1445 = getelementptr bfloat, ptr addrspace(1) %3, i64 %127
  %1446 = getelementptr bfloat, ptr addrspace(1) %1445, i64 %20
  store <8 x bfloat> %1444, ptr addrspace(1) %1446, align 16
  %1447 = getelementptr float, ptr addrspace(3) @global_smem, i32 %135
  %1448 = load float, ptr addrspace(3) %1447, align 4
  %1449 = insertelement <8 x float> poison, float %1448, i64 0
  %1450 = shufflevector <8 x float> %1449, <8 x float> poison, <8 x i32> zeroinitializer
  %1451 = fdiv <8 x float> %1422, %1450
  %1452 = fptrunc <8 x float> %1451 to <8 x bfloat>
  %1453 = getelementptr bfloat, ptr addrspace(1) %3, i64 %138
  %1454 = getelementptr bfloat, ptr addrspace(1) %1453, i64 %20
  store <8 x bfloat> %1452, ptr addrspace(1) %1454, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
